import type { ProductMediaRecord } from '@facet/contracts/media';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ProductImage } from './product-image.tsx';

/*
 * The product pictures: a row that snaps one picture at a time, so a finger swipes through it
 * natively (no script needed) and the browser's own keyboard scrolling works on it, with
 * thumbnails (arrow keys move between them), previous/next buttons and a counter. The first
 * picture is the page's largest paint: it loads at once; the others lazily.
 */

const MAIN_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function ProductGallery({ pictures, alt }: { pictures: readonly ProductMediaRecord[]; alt: string }) {
  const scroller = useRef<HTMLUListElement>(null);
  const thumbnails = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const count = pictures.length;

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = element.clientWidth || 1;
        setActive(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / width))));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  const show = (index: number) => {
    const element = scroller.current;
    if (!element || count === 0) return;
    const next = (index + count) % count;
    element.scrollTo({ left: next * element.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setActive(next);
  };

  // Arrow keys on a thumbnail move to the next picture and its thumbnail, as in a tab list.
  const onThumbnailKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    show(next);
    thumbnails.current?.querySelectorAll('button')[next]?.focus();
  };

  if (count === 0) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-sm bg-pearl font-display text-xl text-stone">
        Pictures coming soon
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:gap-4" data-testid="product-gallery">
      <div
        className="relative min-w-0 flex-1"
        role="region"
        aria-roledescription="carousel"
        aria-label={`Pictures of ${alt}`}
      >
        <ul
          ref={scroller}
          // Focusable, so that the arrow keys scroll the pictures as a swipe does (the region is the div).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-sm bg-pearl [scrollbar-width:none] focus-visible:outline-offset-4 [&::-webkit-scrollbar]:hidden"
        >
          {pictures.map((picture, index) => (
            <li
              key={picture.id}
              className="w-full shrink-0 snap-center snap-always"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
            >
              <ProductImage
                picture={picture}
                alt={index === 0 ? alt : `${alt}, view ${index + 1}`}
                sizes={MAIN_SIZES}
                priority={index === 0}
                className="aspect-square h-auto w-full object-cover"
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(active - 1)}
              className="absolute top-1/2 left-3 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-ivory/85 text-ink shadow-sm backdrop-blur transition-colors hover:bg-ivory sm:flex"
              aria-label="Previous picture"
            >
              <ChevronLeft className="h-5 w-5" strokeWidth={1.5} aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => show(active + 1)}
              className="absolute top-1/2 right-3 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-ivory/85 text-ink shadow-sm backdrop-blur transition-colors hover:bg-ivory sm:flex"
              aria-label="Next picture"
            >
              <ChevronRight className="h-5 w-5" strokeWidth={1.5} aria-hidden="true" />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-ivory/85 px-2.5 py-1 text-[11px] tracking-wide text-graphite tabular-nums"
              aria-live="polite"
            >
              {active + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul
          ref={thumbnails}
          className="flex gap-2 overflow-x-auto lg:w-20 lg:flex-col lg:overflow-visible"
          aria-label="Choose a picture"
        >
          {pictures.map((picture, index) => (
            <li key={picture.id} className="shrink-0">
              <button
                type="button"
                onClick={() => show(index)}
                onKeyDown={onThumbnailKey}
                aria-label={`Show picture ${index + 1} of ${count}`}
                aria-current={index === active ? 'true' : undefined}
                className={`block w-16 overflow-hidden rounded-sm border bg-pearl transition-colors sm:w-20 ${index === active ? 'border-ink' : 'border-transparent hover:border-line'}`}
              >
                <ProductImage
                  picture={picture}
                  alt=""
                  sizes="80px"
                  className="aspect-square h-auto w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
