import { type AppointmentRecord, appointmentKindLabels } from '@facet/contracts/appointments';
import type { ReactNode } from 'react';

/* An appointment as its shopper sees it: the kind, the time in their zone and India's, the shortlist. */
export function AppointmentCard({ appointment, children }: { appointment: AppointmentRecord; children?: ReactNode }) {
  return (
    <li
      id={`appointment-${appointment.id}`}
      className="rounded-md border border-line bg-white p-5"
      data-testid="appointment"
    >
      <p className="eyebrow">
        {appointment.state === 'cancelled' ? 'Cancelled' : appointmentKindLabels[appointment.kind]}
      </p>
      <p className="mt-2 text-lg text-ink">{appointment.shopperTime}</p>
      {appointment.indiaTime !== appointment.shopperTime ? (
        <p className="text-sm text-graphite">India: {appointment.indiaTime}</p>
      ) : null}
      {appointment.shortlist.length > 0 ? (
        <>
          <p className="mt-3 text-sm font-medium text-ink">Your shortlist</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-graphite">
            {appointment.shortlist.map((item) => (
              <li key={`${item.kind}-${item.sku}`}>
                {item.name} ({item.sku})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {children}
    </li>
  );
}
