/**
 * The look of every text input and select. Apart from form-controls.tsx so a storefront form
 * that needs only the look (the "Add to bag" form) does not download the field components.
 */
export const inputClass =
  'w-full rounded-md border border-line bg-white px-3.5 py-2.5 text-[15px] text-ink placeholder:text-stone/70 focus:border-gold focus:outline-none aria-[invalid=true]:border-red-700';
