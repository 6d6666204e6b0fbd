/*
 * A bag's or an order's lines as people see them: a piece or a stone on its own, or a ring built
 * from a setting and a stone — two lines sharing a pair id — shown together as one ring, where
 * the first of its lines is. A half whose other half is missing shows on its own.
 */

interface PairableLine {
  kind: 'product' | 'stone';
  pairId: string | null;
}

export type LineEntry<Line extends PairableLine> =
  { kind: 'line'; line: Line } | { kind: 'pair'; setting: Line; stone: Line };

export function groupLinePairs<Line extends PairableLine>(lines: readonly Line[]): LineEntry<Line>[] {
  const entries: LineEntry<Line>[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.pairId === null) {
      entries.push({ kind: 'line', line });
      continue;
    }
    if (seen.has(line.pairId)) continue;
    seen.add(line.pairId);
    const both = lines.filter((other) => other.pairId === line.pairId);
    const setting = both.find((other) => other.kind === 'product');
    const stone = both.find((other) => other.kind === 'stone');
    if (both.length === 2 && setting && stone) entries.push({ kind: 'pair', setting, stone });
    else for (const half of both) entries.push({ kind: 'line', line: half });
  }
  return entries;
}
