import { RING_BUILDER_PATH, settingsForStonePath, stonesThatFitPath } from '@facet/contracts/ring-builder';

/** Every setting, whatever stone it takes. */
export const ALL_SETTINGS_PATH = '/collections/engagement-rings?hasAttachedStone=false';

export { RING_BUILDER_PATH, settingsForStonePath, stonesThatFitPath };
