import { z } from '@facet/contracts/zod';

/* How env.ts reads a variable's text: a yes-or-no flag, text that may be left empty. */

/** true, 1 or yes; false, 0 or no; unset: the fallback. */
export const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

/** Trimmed; empty or unset: undefined. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
