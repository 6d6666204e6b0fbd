import { useNavigation } from 'react-router';
import { FacetMark } from '../ui/brand-icons.tsx';

/**
 * The diamond loader: shown on client navigations while data loads (the session,
 * pricing and metals, and each page's own data). It fades in only after 150 ms (CSS delay), so
 * quick navigations never flash it.
 */
export function DiamondLoader() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex animate-loader-in justify-center pt-28"
      data-testid="diamond-loader"
    >
      <div className="flex items-center gap-3 rounded-full border border-line bg-ivory/95 px-4 py-2 shadow-sm backdrop-blur">
        <FacetMark className="h-5 w-5 animate-diamond text-gold" />
        <span className="text-xs tracking-wide text-stone">Loading…</span>
      </div>
    </div>
  );
}
