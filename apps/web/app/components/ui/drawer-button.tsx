import type { ComponentProps } from 'react';

/**
 * The button that opens a drawer loaded on demand (lib/on-demand.ts): the download starts when
 * the button is touched, hovered or focused, so the drawer is usually there by the click.
 */
export function DrawerButton({
  open,
  preload,
  onOpen,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'onClick'> & { open: boolean; preload: () => void; onOpen: () => void }) {
  return (
    <button
      {...button}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onOpen}
    />
  );
}
