/** The page (from 1) and the search of a back-office list, read from its URL: ?page=2&search=asha. */
export function readListQuery(request: Request): { page: number; search: string } {
  const url = new URL(request.url);
  return {
    page: Math.max(1, Number(url.searchParams.get('page')) || 1),
    search: url.searchParams.get('search')?.trim() ?? '',
  };
}
