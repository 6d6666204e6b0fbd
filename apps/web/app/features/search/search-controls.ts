import type { KeyboardEvent } from 'react';

/*
 * What passes between the header's search box (server-rendered, in every page's first load) and
 * its list (search-combobox.tsx, loaded on first use): the box hands its keystrokes over, the
 * list tells the box which ARIA state to show.
 */

export interface SearchControls {
  changed(value: string): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

export interface ComboboxState {
  expanded: boolean;
  /** The listbox's id, once there is one. */
  controls?: string;
  activeId?: string;
}
