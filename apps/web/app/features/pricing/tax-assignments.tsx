import type { TaxClassRecord } from '@facet/contracts/tax-classes';
import { useFetcher } from 'react-router';
import { inputClass } from '../../components/ui/input-class.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { RateOutcome } from './use-confirmed-form.tsx';

interface Thing {
  kind: 'subType' | 'stoneCategory';
  name: string;
  taxClass: string;
}

/** Every sub type and stone category with the class it is in, each changed on its own row. */
export function TaxAssignments({ classes }: { classes: TaxClassRecord[] }) {
  const things: Thing[] = classes.flatMap((taxClass) => [
    ...taxClass.subTypes.map((name) => ({ kind: 'subType' as const, name, taxClass: taxClass.key })),
    ...taxClass.stoneCategories.map((name) => ({ kind: 'stoneCategory' as const, name, taxClass: taxClass.key })),
  ]);
  const groups = [
    { title: 'Pieces, by sub type', kind: 'subType' as const },
    { title: 'Loose stones, by category', kind: 'stoneCategory' as const },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groups.map((group) => (
        <table key={group.kind} className="w-full self-start text-sm">
          <caption className="mb-2 text-left font-medium text-ink">{group.title}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{group.kind === 'subType' ? 'Sub type' : 'Stone category'}</th>
              <th scope="col">Tax class</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line border-y border-line bg-white">
            {things
              .filter((thing) => thing.kind === group.kind)
              .map((thing) => (
                <AssignmentRow key={thing.name} thing={thing} classes={classes} />
              ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

function AssignmentRow({ thing, classes }: { thing: Thing; classes: TaxClassRecord[] }) {
  const fetcher = useFetcher<RateOutcome>();
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  const selectId = `tax-class-${thing.kind}-${thing.name.replace(/\W+/g, '-')}`;
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-normal text-graphite">
        <label htmlFor={selectId}>{thing.name}</label>
      </th>
      <td className="px-3 py-2">
        <fetcher.Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name={thing.kind} value={thing.name} />
          <select id={selectId} name="taxClass" defaultValue={thing.taxClass} className={`${inputClass} py-1.5`}>
            {classes.map((taxClass) => (
              <option key={taxClass.key} value={taxClass.key}>
                {taxClass.hsn} · {taxClass.rate} % · {taxClass.description}
              </option>
            ))}
          </select>
          <button type="submit" className="button-secondary px-3 py-1.5" disabled={fetcher.state !== 'idle'}>
            Move
          </button>
        </fetcher.Form>
      </td>
    </tr>
  );
}
