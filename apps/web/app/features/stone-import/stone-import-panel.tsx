import {
  MAX_IMPORT_PROBLEMS,
  stoneImportModeLabels,
  stoneImportModes,
  type StoneImportMode,
  type StoneImportRecord,
} from '@facet/contracts/stone-imports';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormErrors, Notice } from '../../components/ui/form-controls.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formatCount, plural } from '../../lib/format.ts';
import { ImportProgress } from './import-progress.tsx';
import { checkFeedFile, uploadFeed } from './upload-feed.ts';

/*
 * The feed import, step by step: choose a CSV and a mode → the upload checks it (a dry run,
 * its progress the upload's) → the summary with every problem by line → "Import N stones"
 * (confirmed) → a progress bar following the import job → what was done, with a link to the
 * stones. An import left half-way (a reload) is picked up from its id in the URL.
 */

const browserApi = createApiClient((path, init) => fetch(path, init));
const POLL_MS = 700;

type Stage =
  | { step: 'choose'; error?: string }
  | { step: 'uploading'; fileName: string; fraction: number; abort: () => void }
  | { step: 'record'; record: StoneImportRecord; error?: string };

/** Rows of the file that are stones (the bad ones left out). */
function goodRows(record: StoneImportRecord): number {
  return record.added + record.changed + record.unchanged;
}

function Counts({ record }: { record: StoneImportRecord }) {
  const rows = [
    { label: record.state === 'imported' ? 'Added' : 'To add', value: record.added },
    { label: record.state === 'imported' ? 'Changed' : 'To change', value: record.changed },
    { label: 'Left as they are', value: record.unchanged },
    ...(record.mode === 'full_feed'
      ? [{ label: record.state === 'imported' ? 'Unlisted' : 'To unlist (not in the file)', value: record.unlisted }]
      : []),
    { label: 'Bad rows', value: record.badRows },
    ...(record.state === 'imported' ? [{ label: 'Pictures to fetch', value: record.picturesQueued }] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {rows.map((row) => (
        <div key={row.label} className="rounded-md border border-line bg-white px-4 py-3">
          <dt className="text-xs text-stone">{row.label}</dt>
          <dd className="mt-1 text-2xl font-medium text-ink figures">{formatCount(row.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Problems({ record }: { record: StoneImportRecord }) {
  const headingId = useId();
  if (record.badRows === 0) return null;
  const shown = record.problems.length;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-xl text-ink">
        {plural(record.badRows, 'bad row')} (left out)
      </h2>
      {record.badRows > shown ? (
        <p className="text-sm text-graphite">
          The first {formatCount(Math.min(shown, MAX_IMPORT_PROBLEMS))} are listed; fix them and upload the file again
          to see the rest.
        </p>
      ) : null}
      <div
        className="max-h-96 overflow-auto rounded-md border border-line bg-white"
        tabIndex={0}
        role="region"
        aria-label="Bad rows by line"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-pearl text-xs text-stone">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Line
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {record.problems.map((problem) => (
              <tr key={problem.line} className="border-t border-line align-top">
                <td className="px-4 py-2 text-ink figures">{problem.line}</td>
                <td className="px-4 py-2 text-graphite">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ChooseFile({ error, onUpload }: { error?: string; onUpload: (file: File, mode: StoneImportMode) => void }) {
  const [mode, setMode] = useState<StoneImportMode>('upsert');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const shown = problem ?? error;
  return (
    <form
      className="space-y-6 rounded-md border border-line bg-white p-6"
      aria-describedby={shown ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const file = fileInput.current?.files?.[0];
        if (!file) return setProblem('Choose a CSV file first.');
        const refused = checkFeedFile(file);
        if (refused) return setProblem(refused);
        setProblem(undefined);
        onUpload(file, mode);
      }}
    >
      <FormErrors id={errorId} errors={shown ? [shown] : undefined} />
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          Feed file (CSV)
        </label>
        <input
          id={inputId}
          ref={fileInput}
          type="file"
          name="file"
          accept=".csv,.txt,text/csv"
          aria-describedby={hintId}
          className="block w-full text-sm file:mr-4 file:rounded-md file:border-0 file:bg-pearl file:px-4 file:py-2 file:text-ink"
          onChange={() => setProblem(undefined)}
        />
        <p id={hintId} className="text-sm text-stone">
          The usual feed columns: Stock #, Category, Shape, Carat, Color, Clarity, Cut, Polish, Symmetry, Fluorescence,
          Measurements, Depth %, Table %, Lab, Certificate #, Price (INR), Image URL, Video URL, Certificate URL. UTF-8,
          up to 50 MB and 200,000 rows.
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">What to do with it</legend>
        {stoneImportModes.map((value) => (
          <label key={value} className="flex items-start gap-3 text-sm text-graphite">
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="mt-1 accent-gold-deep"
            />
            <span>{stoneImportModeLabels[value]}</span>
          </label>
        ))}
        <p className="text-sm text-stone">Stones on hold or sold are never unlisted.</p>
      </fieldset>
      <button type="submit" className="button-primary inline-flex items-center gap-2">
        <FileUp aria-hidden="true" className="size-4" />
        Check the file
      </button>
    </form>
  );
}

export function StoneImportPanel({
  initial,
  onChange,
}: {
  /** An import to show (from the URL), or null to start with the file choice. */
  initial: StoneImportRecord | null;
  /** Called with the import shown, to keep its id in the URL (and refresh the recent list). */
  onChange: (id: number | null) => void;
}) {
  const [stage, setStage] = useState<Stage>(initial ? { step: 'record', record: initial } : { step: 'choose' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const record = stage.step === 'record' ? stage.record : null;

  // The import job is followed by polling until it ends.
  const importing = record?.state === 'importing' || record?.state === 'checking' ? record.id : null;
  useEffect(() => {
    if (importing === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const answer = await browserApi.call(stoneEndpoints.importOne, { params: { id: importing } });
      if (stopped) return;
      if (answer.isSuccess) {
        setStage({ step: 'record', record: answer.data });
        if (answer.data.state !== 'importing' && answer.data.state !== 'checking') {
          onChange(answer.data.id);
          return;
        }
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [importing, onChange]);

  const start = (file: File, mode: StoneImportMode) => {
    const upload = uploadFeed(file, mode, (fraction) =>
      setStage((before) => (before.step === 'uploading' ? { ...before, fraction } : before)),
    );
    setStage({ step: 'uploading', fileName: file.name, fraction: 0, abort: upload.abort });
    void upload.done.then((result) => {
      if (!result.ok) return setStage({ step: 'choose', error: result.message });
      setStage({ step: 'record', record: result.record });
      onChange(result.record.id);
    });
  };

  const act = async (what: 'apply' | 'cancel') => {
    if (!record) return;
    setBusy(true);
    const answer = await browserApi.call(what === 'apply' ? stoneEndpoints.applyImport : stoneEndpoints.cancelImport, {
      params: { id: record.id },
    });
    setBusy(false);
    if (answer.isSuccess) {
      setStage({ step: 'record', record: answer.data });
      onChange(answer.data.id);
    } else {
      setStage({ step: 'record', record, error: answer.errorMessages[0] });
    }
  };

  const startOver = () => {
    setStage({ step: 'choose' });
    onChange(null);
  };

  if (stage.step === 'choose') return <ChooseFile error={stage.error} onUpload={start} />;
  if (stage.step === 'uploading') {
    return (
      <div className="space-y-4 rounded-md border border-line bg-white p-6">
        <ImportProgress
          label={`Checking ${stage.fileName}`}
          percent={stage.fraction * 100}
          detail={stage.fraction >= 1 ? 'Counting what would change…' : 'Each row is checked as it arrives.'}
        />
        <button type="button" className="button-secondary py-2" onClick={stage.abort}>
          Stop
        </button>
      </div>
    );
  }

  const current = stage.record;
  const stones = goodRows(current);
  const title = `${current.fileName}${current.mode === 'full_feed' ? ' (full feed)' : ''}`;
  return (
    <div className="space-y-6">
      <div className="rounded-md border border-line bg-white p-6">
        <h2 className="font-display text-2xl text-ink">{title}</h2>
        <p className="mt-1 text-sm text-stone">
          {formatCount(stones + current.badRows)} rows read
          {current.state === 'checked' ? ' — nothing has been changed yet (dry run).' : '.'}
        </p>
        <div className="mt-5 space-y-5">
          {stage.error ? <FormErrors errors={[stage.error]} /> : null}
          {current.state === 'failed' ? <FormErrors errors={[current.failure ?? 'The import failed.']} /> : null}
          {current.state === 'cancelled' ? <Notice>This import was cancelled; nothing was changed.</Notice> : null}
          {current.state === 'checking' ? (
            <ImportProgress
              label="Checking the file"
              percent={null}
              detail={`${plural(current.rowsRead, 'row')} read so far.`}
            />
          ) : null}
          {current.state === 'importing' ? (
            <ImportProgress
              label={`Importing ${plural(current.rowsTotal ?? stones, 'stone')}`}
              percent={current.rowsTotal ? (current.rowsRead / current.rowsTotal) * 100 : null}
              detail="All or nothing: the stones change together when the import finishes."
            />
          ) : null}
          {current.state === 'imported' ? (
            <>
              <ImportProgress label="Imported" percent={100} />
              <Notice tone="success">
                Imported: {plural(current.added, 'stone')} added, {formatCount(current.changed)} changed,{' '}
                {formatCount(current.unchanged)} left as they were
                {current.mode === 'full_feed' ? `, ${formatCount(current.unlisted)} unlisted` : ''}.{' '}
                {current.picturesQueued > 0
                  ? `${plural(current.picturesQueued, 'stone')} will get pictures from the feed’s links shortly. `
                  : ''}
                <Link to="/stones" className="link-underline font-medium">
                  See the stones
                </Link>
              </Notice>
            </>
          ) : null}
          <Counts record={current} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          {current.state === 'checked' ? (
            <>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                trigger={
                  <button type="button" className="button-primary py-2" disabled={busy || stones === 0}>
                    Import {plural(stones, 'stone')}
                  </button>
                }
                title={`Import ${plural(stones, 'stone')}?`}
                description={
                  <>
                    {formatCount(current.added)} will be added and {formatCount(current.changed)} changed
                    {current.mode === 'full_feed'
                      ? `; ${plural(current.unlisted, 'available stone')} missing from the file will be unlisted`
                      : ''}
                    . {current.badRows > 0 ? `The ${plural(current.badRows, 'bad row')} will be left out. ` : ''}
                    Shoppers see the changes as soon as the import finishes.
                  </>
                }
                confirmLabel="Import"
                onConfirm={() => void act('apply')}
              />
              <button
                type="button"
                className="button-secondary py-2"
                disabled={busy}
                onClick={() => void act('cancel')}
              >
                Cancel this import
              </button>
            </>
          ) : null}
          {current.state !== 'checked' && current.state !== 'importing' ? (
            <button type="button" className="button-secondary py-2" onClick={startOver}>
              Import another file
            </button>
          ) : null}
        </div>
      </div>
      <Problems record={current} />
    </div>
  );
}
