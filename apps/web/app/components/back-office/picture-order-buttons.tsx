import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';

const button = 'rounded p-1.5 text-graphite hover:bg-pearl hover:text-ink disabled:opacity-30';

/**
 * A moved picture's card moves in the page, which drops the focus of the button pressed: it
 * goes back to that button, or to the other arrow once the picture is at the end it moved to.
 */
function keepFocus(id: string, otherwise: string) {
  setTimeout(() => {
    const element = document.getElementById(id) as HTMLButtonElement | null;
    (element && !element.disabled ? element : document.getElementById(otherwise))?.focus();
  });
}

/** Under a picture in a form: move it earlier or later in its list, or remove it. */
export function PictureOrderButtons({
  pictureId,
  label,
  isFirst,
  isLast,
  onMove,
  onRemove,
  className = '',
}: {
  pictureId: string;
  /** The picture's name in the buttons' labels ("Picture 2"). */
  label: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  className?: string;
}) {
  const earlier = `earlier-${pictureId}`;
  const later = `later-${pictureId}`;
  return (
    <div className={`flex items-center justify-between ${className}`}>
      <span className="flex">
        <button
          type="button"
          className={button}
          id={earlier}
          disabled={isFirst}
          onClick={() => {
            onMove(-1);
            keepFocus(earlier, later);
          }}
          aria-label={`Move ${label} earlier`}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={button}
          id={later}
          disabled={isLast}
          onClick={() => {
            onMove(1);
            keepFocus(later, earlier);
          }}
          aria-label={`Move ${label} later`}
        >
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </span>
      <button
        type="button"
        className={`${button} text-red-800 hover:text-red-900`}
        onClick={onRemove}
        aria-label={`Remove ${label}`}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
