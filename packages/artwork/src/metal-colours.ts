import { metals, type MetalColour, type MetalName } from '@facet/contracts/lookups';

import { sampleRamp } from './svg-kit.ts';

/*
 * Polished metal is almost entirely reflection, so these are not "the colour of gold" but the
 * colours gold takes on when it mirrors a dark card (deep shadow), the studio walls (shadow,
 * mid) and a soft box (highlight, glint). Saturation peaks in the mid tones and falls off in
 * the highlights, as it does in photographs; cartoon gold keeps it saturated everywhere.
 */

export interface MetalTones {
  readonly deepShadow: string;
  readonly shadow: string;
  readonly mid: string;
  readonly highlight: string;
  /** The near-white core of a specular highlight, tinted by the metal. */
  readonly glint: string;
}

export const metalTonesByColour: Record<MetalColour, MetalTones> = {
  white: { deepShadow: '#4d5259', shadow: '#858b93', mid: '#c2c6cc', highlight: '#eceef1', glint: '#ffffff' },
  yellow: { deepShadow: '#5b3d12', shadow: '#9a6f2e', mid: '#cfa653', highlight: '#f0d696', glint: '#fff6da' },
  rose: { deepShadow: '#5a2f25', shadow: '#9b5f50', mid: '#d29784', highlight: '#f1c9b8', glint: '#fff1ea' },
};

export const metalTonesByName: Record<MetalName, MetalTones> = {
  'White Gold': metalTonesByColour.white,
  'Yellow Gold': metalTonesByColour.yellow,
  'Rose Gold': metalTonesByColour.rose,
  // Platinum is a touch darker and greyer than rhodium-plated white gold.
  Platinum: { deepShadow: '#474c54', shadow: '#7c828b', mid: '#b6bbc2', highlight: '#e4e7ea', glint: '#fafbfc' },
  // Silver is the brightest white metal and has no rhodium blue.
  '925 Sterling Silver': {
    deepShadow: '#555a60',
    shadow: '#8e9399',
    mid: '#c9ccd0',
    highlight: '#f1f2f3',
    glint: '#ffffff',
  },
};

export type MetalChoice = MetalColour | MetalName;

export function resolveMetalTones(metal: MetalChoice): MetalTones {
  return metal in metalTonesByColour ? metalTonesByColour[metal as MetalColour] : metalTonesByName[metal as MetalName];
}

export function resolveMetalColour(metal: MetalChoice): MetalColour {
  if (metal in metalTonesByColour) return metal as MetalColour;
  return metals.find((m) => m.name === metal)?.colour ?? 'white';
}

/** Tones from dark to light, for looking up a reflected brightness. */
export function listMetalRamp(tones: MetalTones): readonly string[] {
  return [tones.deepShadow, tones.shadow, tones.mid, tones.highlight, tones.glint];
}

/** The colour of the metal where it reflects something of the given brightness (0 dark, 1 glint). */
export function sampleMetalTone(tones: MetalTones, brightness: number): string {
  return sampleRamp(listMetalRamp(tones), brightness);
}
