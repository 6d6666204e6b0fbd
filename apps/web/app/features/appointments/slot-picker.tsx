import type { SlotsAnswer } from '@facet/contracts/appointments';

/*
 * The open slots as radio buttons, a group per day (India's calendar): each says its time in the
 * shopper's zone and India's. Arrow keys move within a day's group, Tab from day to day.
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
    <div className="mt-4 grid gap-5">
      {open.map((day) => (
        <fieldset key={day.day} className="min-w-0">
          <legend className="text-sm font-medium text-ink">{day.label}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
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
      ))}
    </div>
  );
}
