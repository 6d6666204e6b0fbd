import { FieldErrors } from '../../components/ui/form-controls.tsx';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { describedBy } from './editor-fields.tsx';

/**
 * How the piece is sold, asked with no answer given: complete with its stones, or a setting for
 * a centre stone the shopper chooses (engagement rings only). Each choice says what shoppers see.
 */
export function HowSold({
  value,
  onChange,
  errors,
}: {
  value: boolean | null;
  onChange: (hasAttachedStone: boolean) => void;
  errors: string[];
}) {
  const id = 'field-hasAttachedStone';
  const choices = [
    {
      complete: true,
      title: 'Complete, with its stones',
      words: 'Shoppers buy the piece as it is: one price with every stone in it, the centre stone too.',
    },
    {
      complete: false,
      title: 'A setting for a centre stone the shopper chooses',
      words:
        'Sold without its centre stone: the page says so, and shoppers choose a loose diamond for it (“Choose a diamond”) and see their ring in the ring builder. Engagement rings only.',
    },
  ];
  return (
    <FormSection title="How it is sold">
      <fieldset
        id={id}
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-required="true"
        aria-describedby={describedBy(id, false, errors)}
        aria-invalid={errors.length > 0 ? true : undefined}
      >
        <legend id={`${id}-legend`} className="text-sm font-medium text-graphite">
          Sold complete with its stones, or a setting for a centre stone the shopper chooses?
        </legend>
        <div className="mt-3 grid gap-3 lg:grid-cols-2">
          {choices.map((choice) => (
            <label
              key={String(choice.complete)}
              className={`grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-md border bg-white p-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-deep ${
                value === choice.complete
                  ? 'border-ink'
                  : errors.length > 0
                    ? 'border-red-700'
                    : 'border-line hover:border-stone'
              }`}
            >
              <input
                type="radio"
                name="hasAttachedStone"
                value={choice.complete ? 'complete' : 'setting'}
                checked={value === choice.complete}
                onChange={() => onChange(choice.complete)}
                aria-labelledby={`${id}-${choice.complete}`}
                aria-describedby={`${id}-${choice.complete}-words`}
                className="row-span-2 mt-0.5 h-4 w-4 accent-ink"
              />
              <span id={`${id}-${choice.complete}`} className="font-medium text-ink">
                {choice.title}
              </span>
              <span id={`${id}-${choice.complete}-words`} className="mt-1 leading-6 text-graphite">
                {choice.words}
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id={`${id}-errors`} errors={errors} />
      </fieldset>
    </FormSection>
  );
}
