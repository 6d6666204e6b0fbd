import type { ProductMediaRecord } from '@facet/contracts/media';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { ProductImage } from './product-image.tsx';
import { keepOpenForToasts } from '../../lib/toast.ts';

/** Left and Right move one picture, Home and End to the first and the last; the index wraps. */
export function pictureKeyTarget(key: string, active: number, count: number): number | null {
  const moves: Record<string, number> = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: count - 1 };
  const target = moves[key];
  if (target === undefined || count === 0) return null;
  return (target + count) % count;
}

const arrowButton =
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm transition-colors hover:bg-white';

/**
 * One picture as large as the screen allows, over the page: focus stays inside, Escape or the
 * close button ends it and focus goes back to what opened it, and the arrow keys (or the two
 * buttons) move between the pictures. Fingers can pinch to zoom further.
 */
export function PictureZoomDialog({
  pictures,
  alt,
  active,
  open,
  onOpenChange,
  onShow,
  onClosed,
}: {
  pictures: readonly ProductMediaRecord[];
  alt: string;
  active: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShow: (index: number) => void;
  /** Where focus goes once it closes (it came from there). */
  onClosed: () => void;
}) {
  const hintId = useId();
  const count = pictures.length;
  const picture = pictures[active];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = pictureKeyTarget(event.key, active, count);
    if (target === null) return;
    event.preventDefault();
    onShow(target);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-ivory sm:inset-6 sm:rounded-md sm:shadow-xl"
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onInteractOutside={keepOpenForToasts}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          data-testid="picture-zoom"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
            <Dialog.Title className="min-w-0 truncate font-display text-xl text-ink">{alt}</Dialog.Title>
            <Dialog.Close className="-mr-2 rounded p-2 text-ink" aria-label="Close the enlarged picture">
              <X className="h-5 w-5" strokeWidth={1.5} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description id={hintId} className="sr-only">
            {count > 1 ? 'The left and right arrow keys move between the pictures.' : 'The picture, enlarged.'}
          </Dialog.Description>
          <div className="relative min-h-0 flex-1 bg-pearl">
            {picture ? (
              <ProductImage
                key={picture.id}
                picture={picture}
                alt={active === 0 ? alt : `${alt}, view ${active + 1}`}
                sizes="100vw"
                loading="largest"
                className="h-full w-full object-contain"
              />
            ) : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => onShow((active - 1 + count) % count)}
                  className={`${arrowButton} left-3 sm:left-6`}
                  aria-label="Previous picture"
                >
                  <ChevronLeft className="h-5 w-5" strokeWidth={1.5} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => onShow((active + 1) % count)}
                  className={`${arrowButton} right-3 sm:right-6`}
                  aria-label="Next picture"
                >
                  <ChevronRight className="h-5 w-5" strokeWidth={1.5} aria-hidden="true" />
                </button>
              </>
            ) : null}
          </div>
          {count > 1 ? (
            <p className="py-3 text-center text-sm text-graphite figures" aria-live="polite">
              Picture {active + 1} of {count}
            </p>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
