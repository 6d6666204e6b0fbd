import type { ProductMediaRecord } from '@facet/contracts/media';
import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { pictureKeyTarget, PictureZoomDialog } from './picture-zoom-dialog.tsx';
import { ProductImage } from './product-image.tsx';

/*
 * The product pictures: a row that snaps one picture at a time, so a finger swipes through it
 * natively (no script needed), with thumbnails, previous/next buttons and a counter. On the
 * row or a thumbnail, Left and Right move one picture and Home and End to the first and the
 * last; Enter on the row, or the zoom button, enlarges the picture in a dialog. The first
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
  const [zoomed, setZoomed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const scrollFrame = useRef(0);
  const hintId = useId();
  const count = pictures.length;

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      cancelAnimationFrame(scrollFrame.current);
      scrollFrame.current = requestAnimationFrame(() => {
        const width = element.clientWidth || 1;
        setActive(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / width))));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(scrollFrame.current);
    };
  }, [count]);

  // Under the zoom dialog the row is out of sight: it jumps, so that a scroll still under way
  // cannot report an earlier picture once the dialog has moved on. A scroll's report already
  // waiting for the next frame is dropped: it describes where the row was, not the chosen picture.
  const show = (index: number, glide = true) => {
    const element = scroller.current;
    if (!element || count === 0) return;
    cancelAnimationFrame(scrollFrame.current);
    const next = (index + count) % count;
    element.scrollTo({
      left: next * element.clientWidth,
      behavior: glide && !prefersReducedMotion() ? 'smooth' : 'auto',
    });
    setActive(next);
  };

  const zoom = (from: HTMLElement) => {
    opener.current = from;
    setZoomed(true);
  };

  // On the row, the keys move the pictures under the focus; Enter enlarges the one shown.
  const onScrollerKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      zoom(event.currentTarget);
      return;
    }
    const target = pictureKeyTarget(event.key, active, count);
    if (target === null) return;
    event.preventDefault();
    show(target);
  };

  // On a thumbnail, the keys move to the next picture and its thumbnail, as in a tab list.
  const onThumbnailKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = pictureKeyTarget(event.key, active, count);
    if (target === null) return;
    event.preventDefault();
    show(target);
    thumbnails.current?.querySelectorAll('button')[target]?.focus();
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
        {/* Focusable, so that the keys move the pictures as a swipe does (the region is the div). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul
          ref={scroller}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onKeyDown={onScrollerKey}
          aria-describedby={hintId}
          data-testid="product-pictures"
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
                loading={index === 0 ? 'largest' : 'lazy'}
                className="aspect-square h-auto w-full object-cover"
              />
            </li>
          ))}
        </ul>
        <p id={hintId} className="sr-only">
          {count > 1 ? 'The left and right arrow keys move between the pictures; ' : ''}Enter enlarges the picture.
        </p>
        <button
          type="button"
          onClick={(event) => zoom(event.currentTarget)}
          className="absolute top-3 right-3 flex h-10 w-10 items-center justify-center rounded-full bg-ivory/85 text-ink shadow-sm backdrop-blur transition-colors hover:bg-ivory"
          aria-label={count > 1 ? `Enlarge picture ${active + 1} of ${count}` : 'Enlarge the picture'}
          data-testid="zoom-picture"
        >
          <ZoomIn className="h-5 w-5" strokeWidth={1.5} aria-hidden="true" />
        </button>
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
              className="absolute right-3 bottom-3 rounded-full bg-ivory/85 px-2.5 py-1 text-[11px] tracking-wide text-graphite figures"
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
      <PictureZoomDialog
        pictures={pictures}
        alt={alt}
        active={active}
        open={zoomed}
        onOpenChange={setZoomed}
        onShow={(index) => show(index, false)}
        onClosed={() => opener.current?.focus()}
      />
    </div>
  );
}
