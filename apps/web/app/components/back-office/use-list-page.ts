import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { toast } from '../../lib/toast.ts';

/**
 * What every back-office list page does around its results: says so in a toast when the list
 * could not be fetched, and tells whether the list at `pathname` is loading again (another page,
 * another filter), so the old results can be dimmed.
 */
export function useListPage({
  pathname,
  failed,
  failedMessage,
}: {
  pathname: string;
  failed: boolean;
  failedMessage: string;
}) {
  const navigation = useNavigation();
  useEffect(() => {
    if (failed) toast.error(failedMessage);
  }, [failed, failedMessage]);
  return { loading: navigation.state === 'loading' && navigation.location.pathname === pathname };
}
