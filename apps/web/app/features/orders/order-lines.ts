import { fromMinor, toMinor } from '@facet/contracts/money';
import type { OrderLine } from '@facet/contracts/orders';
import { groupLinePairs } from '@facet/contracts/line-pairs';

/*
 * An order's lines as the customer bought them: a piece or a stone on its own, or a ring built
 * from a setting and a stone (two lines sharing a pairId) shown together as one ring.
 */

export type OrderEntry =
  { kind: 'line'; line: OrderLine } | { kind: 'pair'; setting: OrderLine; stone: OrderLine; total: number };

/** The lines grouped, in the order's order, each built ring with its total. */
export function groupOrderLines(lines: readonly OrderLine[]): OrderEntry[] {
  return groupLinePairs(lines).map((entry) =>
    entry.kind === 'line'
      ? entry
      : // Added in minor units: 0.1 + 0.2 must not print as 0.30000000000000004.
        { ...entry, total: fromMinor(toMinor(entry.setting.lineTotal) + toMinor(entry.stone.lineTotal)) },
  );
}
