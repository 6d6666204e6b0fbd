/**
 * Saved pictures removed in a form are only taken away when the form is saved; until then this
 * says so and offers them back. `outcome` says what saving does to them ("deleted").
 */
export function RemovedPicturesNote({
  count,
  outcome,
  onRestore,
}: {
  count: number;
  outcome: string;
  onRestore: () => void;
}) {
  if (count === 0) return null;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-pearl px-4 py-3 text-sm text-graphite">
      {count === 1 ? 'One saved picture is' : `${count} saved pictures are`} {outcome} when you save.
      <button type="button" className="link-underline text-ink" onClick={onRestore}>
        Restore {count === 1 ? 'it' : 'them'}
      </button>
    </p>
  );
}
