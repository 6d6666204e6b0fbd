import { useId } from 'react';
import { inputClass } from '../../components/ui/input-class.ts';

/**
 * A business buyer in India may give its GSTIN and registered name: the tax invoice is then a
 * B2B one, with which the business claims the GST back. Closed until asked for.
 */
export function BusinessBuyerFields() {
  const id = useId();
  return (
    <details className="mt-5 rounded-md border border-line bg-white p-4" data-testid="business-buyer">
      <summary className="cursor-pointer text-sm font-medium text-ink">Buying for a business? Add your GSTIN</summary>
      <p className="mt-2 text-sm leading-6 text-graphite">
        Your tax invoice will carry your GSTIN, so your business can claim the GST.
      </p>
      <label htmlFor={`${id}-gstin`} className="mt-3 block text-sm font-medium text-ink">
        GSTIN
      </label>
      <input
        id={`${id}-gstin`}
        name="buyerGstin"
        className={`${inputClass} mt-1 uppercase figures`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder="27AAPFU0939F1ZV"
      />
      <label htmlFor={`${id}-name`} className="mt-3 block text-sm font-medium text-ink">
        Registered business name
      </label>
      <input
        id={`${id}-name`}
        name="buyerBusinessName"
        className={`${inputClass} mt-1`}
        autoComplete="organization"
        maxLength={120}
      />
    </details>
  );
}
