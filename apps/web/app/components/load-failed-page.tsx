import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../lib/toast.ts';

/**
 * A page whose one thing (a piece, a stone) could not be loaded: it sends the shopper to /error,
 * with a toast, and says so in the meantime (or for good, without scripts).
 */
export function LoadFailedPage({ title, toastMessage }: { title: string; toastMessage: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(toastMessage, { toastId: toastMessage });
    void navigate('/error', { replace: true });
  }, [toastMessage, navigate]);
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-4 text-sm text-stone">
        <Link to="/error" className="link-underline">
          Continue
        </Link>
      </p>
    </section>
  );
}
