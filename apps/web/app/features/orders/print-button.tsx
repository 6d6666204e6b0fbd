import { Printer } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Opens the browser’s print dialog (greyed out until the page’s scripts run: the browser’s own Print works meanwhile). */
export function PrintButton() {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={() => window.print()}
      disabled={!hydrated}
      className="button-primary gap-2 px-5 py-2.5 disabled:opacity-60"
      data-testid="print"
    >
      <Printer className="h-4 w-4" aria-hidden="true" /> Print
    </button>
  );
}
