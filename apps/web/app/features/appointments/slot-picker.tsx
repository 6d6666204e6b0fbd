import type { SlotsAnswer } from '@facet/contracts/appointments';

/*
 * The open slots as radio buttons, a group per day (India's calendar): each says its time in the
 * shopper's zone and India's. Each day folds (a `<details>`, the first open), so a month of slots
 * is a list of days rather than a page of times; it works before the scripts, from the keyboard.
 * Arrow keys move within a day's group, Tab from day to day.
 */
export function SlotPicker({ slots, name = 'start' }: { slots: SlotsAnswer; name?: string }) {
  const open = slots.days.filter((day) => day.slots.length > 0);
  if (open.length === 0) {
    return (
      <p className="mt-4 text-sm text-graphite" data-testid="no-slots">
        No slots are open in these days; please look at the next days or write to us.
      </p>
    );
  }
  return (
    <div className="mt-4 grid gap-2">
      {open.map((day, index) => (
        <details key={day.day} open={index === 0} className="rounded-md border border-line bg-white/60 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium text-ink">
            {day.label}
            <span className="font-normal text-graphite">
              {' '}
              · {day.slots.length} {day.slots.length === 1 ? 'time' : 'times'}
            </span>
          </summary>
          <fieldset className="min-w-0">
            <legend className="sr-only">{day.label}</legend>
            <div className="mt-2 mb-1 flex flex-wrap gap-2">
              {day.slots.map((slot) => (
                <label
                  key={slot.start}
                  className="flex cursor-pointer items-start gap-2 rounded-md border border-line bg-white px-3 py-2 text-sm has-checked:border-ink has-focus-visible:ring-2 has-focus-visible:ring-gold"
                >
                  <input type="radio" name={name} value={slot.start} required className="mt-1" />
                  <span>
                    <span className="block text-ink">{slot.shopperTime}</span>
                    {slot.indiaTime !== slot.shopperTime ? (
                      <span className="block text-xs text-graphite">India: {slot.indiaTime}</span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </details>
      ))}
    </div>
  );
}
