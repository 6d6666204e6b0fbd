import { describe, expect, it } from 'vitest';
import { readSearchPageQuery } from './search-page-query.ts';

const read = (query: string) => readSearchPageQuery(new URLSearchParams(query));

describe('the /search page’s address', () => {
  it('reads the term, trimmed, and the page', () => {
    expect(read('search=%20oval%20lab%20&pageNo=3')).toEqual({ term: 'oval lab', pageNo: 3 });
  });

  it('is the browse list, first page, without either', () => {
    expect(read('')).toEqual({ term: '', pageNo: 1 });
  });

  it('reads an odd page number as the first page', () => {
    for (const pageNo of ['0', '-2', '1.5', 'two', '99999', ''])
      expect(read(`pageNo=${pageNo}`).pageNo, pageNo).toBe(1);
  });
});
