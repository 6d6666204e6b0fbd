import { TRACKING_NUMBER_MAX } from '@facet/contracts/order-states';
import { inputClass } from './input-class.ts';

/*
 * A parcel's carrier and tracking number, as every form that records a parcel asks them: staff
 * shipping an order or sending a returned piece back, booking a pick-up, a customer saying
 * they sent a piece back. The label, the hint and what the form does with them are the form's.
 */

/** Classes added after the input's own, for a form that sizes its fields. */
const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** The carrier the parcel goes with, one of the shop's; `onChoose` hears the carrier's id as chosen. */
export function CarrierSelect({
  id,
  carriers,
  required = true,
  onChoose,
  className,
}: {
  id: string;
  carriers: readonly { id: number; name: string }[];
  required?: boolean;
  onChoose?: (carrierId: string) => void;
  className?: string;
}) {
  return (
    <select
      id={id}
      name="carrierId"
      required={required}
      defaultValue=""
      onChange={onChoose ? (event) => onChoose(event.target.value) : undefined}
      className={withClass(inputClass, className)}
    >
      <option value="">Choose…</option>
      {carriers.map((carrier) => (
        <option key={carrier.id} value={carrier.id}>
          {carrier.name}
        </option>
      ))}
    </select>
  );
}

/** The parcel's tracking number: letters, digits, spaces and hyphens, as carriers write them. */
export function TrackingNumberInput({
  id,
  required = true,
  hintId,
  className,
}: {
  id: string;
  required?: boolean;
  /** The id of the hint under it (the carrier's number shape), when there is one. */
  hintId?: string;
  className?: string;
}) {
  return (
    <input
      id={id}
      name="trackingNumber"
      type="text"
      required={required}
      maxLength={TRACKING_NUMBER_MAX}
      pattern="[A-Za-z0-9 \-]*"
      autoComplete="off"
      spellCheck={false}
      aria-describedby={hintId}
      className={withClass(`${inputClass} font-mono`, className)}
    />
  );
}
