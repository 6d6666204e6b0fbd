import { X } from 'lucide-react';
import type { PictureUpload } from '../../lib/use-picture-uploads.ts';

/** The uploads in flight, each with its progress, or why it failed; each can be cancelled or dismissed. */
export function UploadProgressList({
  uploads,
  onDismiss,
}: {
  uploads: readonly PictureUpload[];
  onDismiss: (key: string) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2" aria-label="Uploads">
      {uploads.map((item) => (
        <li key={item.key} className="rounded-md border border-line px-4 py-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="truncate text-graphite">{item.fileName}</span>
            <button
              type="button"
              onClick={() => onDismiss(item.key)}
              className="rounded p-1 text-stone hover:text-ink"
              aria-label={item.error ? `Dismiss ${item.fileName}` : `Cancel the upload of ${item.fileName}`}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          {item.error ? (
            <p className="mt-1 text-red-800" role="alert">
              {item.error}
            </p>
          ) : (
            <div className="mt-2 flex items-center gap-3">
              <progress
                value={Math.round(item.progress * 100)}
                max={100}
                aria-label={`Uploading ${item.fileName}`}
                className="h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-gold-deep [&::-webkit-progress-bar]:bg-pearl [&::-webkit-progress-value]:bg-gold-deep"
              />
              <span className="w-10 text-right text-xs text-stone figures">{Math.round(item.progress * 100)}%</span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
