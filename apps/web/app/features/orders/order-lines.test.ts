import type { OrderLine } from '@facet/contracts/orders';
import { describe, expect, it } from 'vitest';
import { groupOrderLines } from './order-lines.ts';

/* An order's lines as the customer bought them: a built ring's two lines are one ring. */

function line(overrides: Partial<OrderLine>): OrderLine {
  return {
    id: 1,
    kind: 'product',
    pairId: null,
    sku: 'aurora-ring',
    name: 'Aurora Ring',
    details: '18K white gold',
    ringSize: null,
    engraving: null,
    quantity: 1,
    unitPrice: 1000,
    listPrice: 1000,
    lineTotal: 1000,
    pictureUrl: null,
    stoneShape: null,
    needsHuid: false,
    huids: [],
    charged: 1000,
    refunded: 0,
    afterSale: null,
    ...overrides,
  };
}

describe('groupOrderLines', () => {
  it('joins a setting and its stone into one ring where the first of them is, with their total added exactly', () => {
    const earring = line({ id: 1, sku: 'earring' });
    const stone = line({ id: 2, kind: 'stone', pairId: 'p1', sku: 'LG-1', lineTotal: 0.1 });
    const loose = line({ id: 3, kind: 'stone', sku: 'LG-2' });
    const setting = line({ id: 4, pairId: 'p1', sku: 'elara', lineTotal: 0.2 });
    expect(groupOrderLines([earring, stone, loose, setting])).toEqual([
      { kind: 'line', line: earring },
      { kind: 'pair', setting, stone, total: 0.3 },
      { kind: 'line', line: loose },
    ]);
  });

  it('keeps two rings apart by their pair', () => {
    const entries = groupOrderLines([
      line({ id: 1, pairId: 'a' }),
      line({ id: 2, pairId: 'a', kind: 'stone' }),
      line({ id: 3, pairId: 'b' }),
      line({ id: 4, pairId: 'b', kind: 'stone' }),
    ]);
    expect(
      entries.map((entry) => (entry.kind === 'pair' ? [entry.setting.id, entry.stone.id] : entry.line.id)),
    ).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('shows a half whose other half is missing as a line of its own, not a ring', () => {
    const setting = line({ id: 1, pairId: 'lonely' });
    expect(groupOrderLines([setting])).toEqual([{ kind: 'line', line: setting }]);
  });
});
