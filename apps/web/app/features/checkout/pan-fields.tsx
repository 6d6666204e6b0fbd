import { panSentence } from '@facet/contracts/tax-ids';
import { useId, useState } from 'react';
import { inputClass } from '../../components/ui/input-class.ts';
import { formatPrice } from '../../lib/format.ts';

/**
 * The buyer's PAN, asked when the order is delivered in India and above the PAN threshold; or a
 * Form 60 declaration for a buyer without one. Kept with the order only; shown masked afterwards.
 */
export function PanFields({ panAbove }: { panAbove: number }) {
  const id = useId();
  const [form60, setForm60] = useState(false);
  return (
    <fieldset className="mt-5 rounded-md border border-line bg-white p-4" data-testid="pan-fields">
      <legend className="px-1 text-sm font-medium text-ink">Your PAN</legend>
      <p id={`${id}-why`} className="text-sm leading-6 text-graphite">
        {panSentence(formatPrice(panAbove, 'INR'))}
      </p>
      <label htmlFor={`${id}-pan`} className="mt-3 block text-sm font-medium text-ink">
        PAN
      </label>
      <input
        id={`${id}-pan`}
        name="pan"
        className={`${inputClass} mt-1 uppercase figures`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        placeholder="ABCDE1234F"
        pattern="\s*[A-Za-z]{5}\s*[0-9]{4}\s*[A-Za-z]\s*"
        title="Five letters, four digits and a letter, like ABCDE1234F"
        required={!form60}
        disabled={form60}
        aria-describedby={`${id}-why`}
      />
      <label className="mt-3 flex items-start gap-2 text-sm text-graphite">
        <input
          type="checkbox"
          name="form60"
          value="true"
          className="mt-1 h-4 w-4 accent-ink"
          checked={form60}
          onChange={(event) => setForm60(event.target.checked)}
        />
        <span>I have no PAN and declare so in Form 60; we will send you the form to sign.</span>
      </label>
    </fieldset>
  );
}
