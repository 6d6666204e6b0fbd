import { mediaUrlAt } from '@facet/contracts/media-sizes';
import type { SearchRecord } from '@facet/contracts/search';
import { searchResultPath } from '@facet/contracts/search-terms';
import { formatCount } from '../../lib/format.ts';

/*
 * What the header's list and the /search page say about one result, in the same words: its
 * name, its kind, where it opens and its picture.
 */

export function searchRecordName(record: SearchRecord): string {
  return record.kind === 'product' ? record.product.name : record.name;
}

export function searchRecordKind(record: SearchRecord): string {
  return record.kind === 'product' ? 'Jewellery' : 'Loose stone';
}

/** A product with no variant at all could not be opened: such a result is left out. */
export function searchRecordPath(record: SearchRecord): string | null {
  return searchResultPath(record);
}

/** The record's first picture at `width`, or null (many stones come without one). */
export function searchRecordPicture(record: SearchRecord, width: 400 | 800): string | null {
  const pictures = record.kind === 'product' ? record.product.productMedias : record.productMedias;
  const first = pictures[0];
  return first ? mediaUrlAt(first.url, width) : null;
}

/** "24 results for “oval”", "1 result for …", "No results for …". */
export function describeSearchCount(total: number, term: string): string {
  const count = total === 0 ? 'No results' : `${formatCount(total)} ${total === 1 ? 'result' : 'results'}`;
  return term ? `${count} for “${term}”` : count;
}
