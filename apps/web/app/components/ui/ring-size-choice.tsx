import { ringSizeLabel, ringSizes } from '@facet/contracts/ring-sizes';
import type { ComponentProps } from 'react';
import { inputClass } from './input-class.ts';

/**
 * The one ring-size list as a plain select named `ringSize` (US sizes with the Indian size
 * beside each): "Choose a size" until one is chosen, so a required select is never guessed.
 */
export function RingSizeChoice({
  className = inputClass,
  ...props
}: Omit<ComponentProps<'select'>, 'name' | 'children'>) {
  return (
    <select name="ringSize" className={className} {...props}>
      <option value="">Choose a size</option>
      {ringSizes.map((size) => (
        <option key={size.us} value={size.us}>
          {ringSizeLabel(size.us)}
        </option>
      ))}
    </select>
  );
}
