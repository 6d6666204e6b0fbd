import { type FieldMetadata, getSelectProps } from '@conform-to/react';
import { ringSizes } from '@facet/contracts/ring-sizes';
import { inputClass } from '../../components/ui/form-controls.tsx';

/** The one ring-size list (from contracts): US sizes with the Indian size beside each. */
export function RingSizeSelect({ meta }: { meta: FieldMetadata<string | null | undefined> }) {
  return (
    <select {...getSelectProps(meta)} className={inputClass}>
      <option value="">I don’t know yet</option>
      {ringSizes.map((size) => (
        <option key={size.us} value={size.us}>
          US {size.us} · India {size.indian}
        </option>
      ))}
    </select>
  );
}
