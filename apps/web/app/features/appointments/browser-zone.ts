import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/*
 * The slots are written in the shopper's zone, which only the browser knows: a page without
 * `?zone=` is shown in India's time, then, once its scripts run, asks again with the browser's zone.
 */

export function zoneOfRequest(request: Request): string {
  return new URL(request.url).searchParams.get('zone') ?? 'Asia/Kolkata';
}

export function useBrowserZone(current: string): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === current) return;
    const search = new URLSearchParams(location.search);
    if (search.get('zone') === zone) return;
    search.set('zone', zone);
    void navigate({ search: `?${search.toString()}` }, { replace: true, preventScrollReset: true });
  }, [current, location.search, navigate]);
}
