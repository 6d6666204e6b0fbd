import { useEffect, useId, useRef } from 'react';

/** A labelled progress bar (0–100 %); without a value it says the work is under way. */
export function ImportProgress({ label, percent, detail }: { label: string; percent: number | null; detail?: string }) {
  const labelId = useId();
  const shown = percent === null ? null : Math.max(0, Math.min(100, Math.round(percent)));
  const bar = useRef<HTMLDivElement>(null);
  // Set through the DOM, not a style attribute: the Content-Security-Policy allows no inline styles.
  useEffect(() => {
    if (bar.current) bar.current.style.width = shown === null ? '' : `${shown}%`;
  }, [shown]);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span id={labelId} className="font-medium text-ink">
          {label}
        </span>
        <span className="text-graphite figures" aria-hidden="true">
          {shown === null ? 'Working…' : `${shown} %`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(shown === null ? {} : { 'aria-valuenow': shown, 'aria-valuetext': `${shown} %` })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-pearl"
      >
        <div
          ref={bar}
          className={`h-full rounded-full bg-gold-deep transition-[width] duration-300 ${shown === null ? 'w-1/3 animate-pulse' : 'w-0'}`}
        />
      </div>
      {detail ? <p className="text-sm text-graphite">{detail}</p> : null}
    </div>
  );
}
