import type { OrderLine } from '@facet/contracts/orders';

/**
 * The HUIDs recorded when the order shipped, beside its tax invoice: a made-to-order piece is
 * hallmarked at the workshop, after the invoice was issued on payment, so they are not part of
 * the issued document (which never changes) but are printed with it.
 */
export function DispatchHuids({ lines }: { lines: Pick<OrderLine, 'id' | 'name' | 'details' | 'huids'>[] }) {
  const hallmarked = lines.filter((line) => line.huids.length > 0);
  if (hallmarked.length === 0) return null;
  return (
    <section
      aria-labelledby="dispatch-huids"
      className="mt-8 border-t border-line pt-6 text-sm"
      data-testid="dispatch-huids"
    >
      <h2 id="dispatch-huids" className="font-display text-xl text-ink">
        Hallmark (HUID), recorded at dispatch
      </h2>
      <ul className="mt-3 space-y-1 text-graphite">
        {hallmarked.map((line) => (
          <li key={line.id}>
            {line.name}, {line.details}: <span className="font-mono text-ink">{line.huids.join(', ')}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-stone">Verify each in the BIS Care app (Verify HUID).</p>
    </section>
  );
}
