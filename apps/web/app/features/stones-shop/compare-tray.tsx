import { type StoneShapeName, stoneShapes } from '@facet/contracts/lookups';
import { ArrowRight, X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { clearCompare, compareHref, MAX_COMPARE, removeFromCompare, useCompared } from './compare-store.ts';

function isShape(value: string): value is StoneShapeName {
  return (stoneShapes as readonly string[]).includes(value);
}

/**
 * The compare bar: floats at the foot of the diamond list and the stone pages once a stone is
 * chosen, with the stones (each removable), the count and the way to the comparison. It
 * leaves the right-hand corner to the WhatsApp button.
 */
export function CompareTray() {
  const compared = useCompared();
  if (compared.length === 0) return null;
  const count = compared.length;
  // Into <body>: a page's fade-in leaves a transform on its wrapper, which would pin a fixed bar
  // to the page instead of the window. The list is empty on the server, so this runs in the browser only.
  return createPortal(
    <aside
      aria-label="Stones to compare"
      className="fixed bottom-4 left-4 right-20 z-30 mx-auto max-w-2xl rounded-full border border-line bg-ivory/95 py-2 pr-2 pl-4 shadow-[0_12px_40px_-16px_rgba(29,27,25,0.45)] backdrop-blur sm:bottom-6 sm:right-24"
      data-testid="compare-tray"
    >
      <div className="flex items-center gap-3">
        <ul className="hidden items-center gap-1.5 sm:flex">
          {compared.map((stone) => (
            <li key={stone.sku}>
              <button
                type="button"
                onClick={() => removeFromCompare(stone.sku)}
                className="group flex h-9 w-9 items-center justify-center rounded-full border border-line bg-white text-graphite transition-colors hover:border-ink"
                aria-label={`Remove ${stone.name} from compare`}
                title={stone.name}
              >
                {isShape(stone.stoneShape) ? (
                  <StoneShapeIcon shape={stone.stoneShape} className="h-5 w-5 group-hover:hidden" strokeWidth={1.2} />
                ) : null}
                <X className="hidden h-4 w-4 group-hover:block" strokeWidth={1.5} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <p className="min-w-0 flex-1 text-sm text-ink" aria-live="polite" data-testid="compare-count">
          <span className="figures">{count}</span> of {MAX_COMPARE}
          <span className="hidden sm:inline"> stones to compare</span>
          <span className="sm:hidden"> to compare</span>
        </p>
        <button
          type="button"
          onClick={clearCompare}
          className="link-underline hidden text-xs text-stone hover:text-ink sm:inline"
        >
          Clear
        </button>
        <Link
          to={compareHref(compared.map((stone) => stone.sku))}
          className="inline-flex items-center gap-1.5 rounded-full bg-ink px-4 py-2 text-sm font-medium text-ivory transition-colors hover:bg-graphite"
          data-testid="compare-link"
        >
          Compare
          <ArrowRight className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
        </Link>
      </div>
    </aside>,
    document.body,
  );
}
