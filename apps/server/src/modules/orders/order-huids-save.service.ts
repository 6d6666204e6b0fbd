import { describePiece, huidMessages, type LineHuidsInput } from '@facet/contracts/hallmark';
import type { Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { violatesConstraint, SQLSTATE } from '../../lib/database-errors.ts';
import { huidNeedsOfOrder } from './order-huids.service.ts';
import { findOrderHoldingHuid, insertHuids } from './order-huids.queries.ts';

/*
 * Recording the HUIDs of an order's pieces as it ships (decision 025), inside the move's
 * transaction, which holds the order's lock. Every piece that needs one gets exactly one; a
 * line that needs none gets none; a code is six capitals or digits (the contracts raise lower
 * case) and belongs to one piece in the whole shop. The unique index on the code is the judge:
 * two orders shipped at once with the same code — one is recorded, the other refused.
 */

const HUID_UNIQUE = 'order_line_huids_huid_unique';

/** Which order already holds a HUID, or null. */
async function orderHolding(tx: Transaction, huid: string): Promise<string | null> {
  return (await findOrderHoldingHuid(tx, huid)) ?? null;
}

/** Checks the HUIDs given for the order's lines against what each needs, and records them. */
export async function recordHuids(
  tx: Transaction,
  order: { id: number },
  given: readonly LineHuidsInput[],
): Promise<void> {
  const lines = await huidNeedsOfOrder(tx, order.id);
  const byLine = new Map<number, string[]>();
  for (const entry of given) {
    const line = lines.find((candidate) => candidate.lineId === entry.lineId);
    if (!line) throw new AppError('bad-request', `The order has no line ${entry.lineId}.`);
    if (byLine.has(entry.lineId)) {
      throw new AppError('bad-request', `The HUIDs of ${describePiece({ ...line, quantity: 1 }, 1)} are given twice.`);
    }
    byLine.set(entry.lineId, entry.huids);
  }
  const problems: string[] = [];
  const rows: { lineId: number; piece: number; huid: string }[] = [];
  for (const line of lines) {
    const huids = byLine.get(line.lineId) ?? [];
    if (!line.needsHuid) {
      if (huids.length > 0) problems.push(huidMessages.notNeeded(describePiece({ ...line, quantity: 1 }, 1)));
      continue;
    }
    if (huids.length > line.quantity) {
      problems.push(huidMessages.tooMany(describePiece({ ...line, quantity: 1 }, 1), line.quantity));
      continue;
    }
    for (let piece = 1; piece <= line.quantity; piece += 1) {
      const huid = huids[piece - 1];
      if (huid === undefined) problems.push(huidMessages.missing(describePiece(line, piece)));
      else rows.push({ lineId: line.lineId, piece, huid });
    }
  }
  if (problems.length > 0) throw new AppError('unprocessable', problems);
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.huid)) throw new AppError('unprocessable', huidMessages.repeated(row.huid));
    seen.add(row.huid);
  }
  for (const row of rows) {
    const holder = await orderHolding(tx, row.huid);
    if (holder) throw new AppError('conflict', huidMessages.taken(row.huid, holder));
  }
  if (rows.length === 0) return;
  try {
    // Under a savepoint: when another order took a code since the look above (the unique index
    // waits for its transaction), the refusal can still name that order.
    await tx.transaction(async (savepoint) => {
      await insertHuids(
        savepoint,
        rows.map((row) => ({ orderLineId: row.lineId, piece: row.piece, huid: row.huid })),
      );
    });
  } catch (error) {
    if (!violatesConstraint(error, HUID_UNIQUE, [SQLSTATE.uniqueViolation])) throw error;
    for (const row of rows) {
      const holder = await orderHolding(tx, row.huid);
      if (holder) throw new AppError('conflict', huidMessages.taken(row.huid, holder));
    }
    throw new AppError('conflict', 'One of these HUIDs was recorded on another order just now; check them again.');
  }
}
