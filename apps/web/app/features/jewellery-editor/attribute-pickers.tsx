import { caratField, widthField } from '@facet/contracts/lookup-fields';
import { metals, ringStyles, stoneShapes } from '@facet/contracts/lookups';
import type { CenterStoneAttribute, ProductAttributes } from '@facet/contracts/product-variants';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { ColourDot } from '../../components/ui/colour-dot.tsx';
import { capitalise } from '../../lib/form-errors.ts';
import { parseDecimal } from '../../lib/decimal-input.ts';
import { useJewelleryEditor } from './editor-context.tsx';
import { EditorFieldset } from './editor-fields.tsx';
import { ringStylesFor } from './ring-styles.ts';
import { formatRupees } from '../../lib/format.ts';

/*
 * The attribute step's pickers (metalAttribute, ringStyleAttribute,
 * centerStoneShapeAttribute, widthAttribute, totalCaratAttribute). Metals and styles keep the
 * shop's order; carats and widths are kept in ascending order.
 */

function useAttributes() {
  const editor = useJewelleryEditor();
  const set = (change: (attributes: ProductAttributes) => ProductAttributes) =>
    editor.update((draft) => ({ ...draft, attributes: change(draft.attributes) }));
  return { attributes: editor.draft.attributes, set, editor };
}

function toggle<T>(list: readonly T[], value: T, on: boolean, order: readonly T[]): T[] {
  const next = on ? [...list, value] : list.filter((item) => item !== value);
  return order.filter((item) => next.includes(item));
}

const checkboxCard =
  'flex cursor-pointer items-center gap-3 rounded-md border border-line bg-white px-3 py-2.5 text-sm text-graphite has-[:checked]:border-ink has-[:checked]:bg-pearl/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-deep';

export function MetalPicker({ errors }: { errors: readonly string[] }) {
  const { attributes, set, editor } = useAttributes();
  const order = metals.map((metal) => metal.name as string);
  return (
    <EditorFieldset
      id="metal-attribute"
      legend="Metals"
      description="Every metal the piece is made in. Each metal makes its own variants, priced at its rate."
      errors={errors}
    >
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {metals.map((metal) => {
          const rate = editor.metals.find((m) => m.name === metal.name);
          return (
            <label key={metal.name} className={checkboxCard}>
              <input
                type="checkbox"
                className="h-4 w-4 accent-ink"
                checked={attributes.metalAttribute.includes(metal.name)}
                onChange={(event) =>
                  set((a) => ({
                    ...a,
                    metalAttribute: toggle(a.metalAttribute, metal.name, event.target.checked, order),
                  }))
                }
              />
              <ColourDot colour={metal.swatch} className="h-5 w-5 shrink-0 rounded-full border border-line" />
              <span className="min-w-0 text-ink">
                {metal.name}
                <span className="block text-xs text-stone">
                  {metal.purity}
                  {rate ? ` · ${formatRupees(rate.pricePerUnit)}/g` : ''}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </EditorFieldset>
  );
}

export function RingStylePicker({ errors }: { errors: readonly string[] }) {
  const { attributes, set, editor } = useAttributes();
  const order = [...ringStyles] as string[];
  const { general } = editor.draft;
  const { offered, foreign } = ringStylesFor(general, attributes.ringStyleAttribute);
  const kind = general.jewellerySubType ? `${general.jewellerySubType.toLowerCase()}s` : 'rings';
  return (
    <EditorFieldset
      id="ring-style-attribute"
      legend="Ring styles"
      description={`The styles of ${kind}. Leave empty for a ring that comes in one style. A style's discount applies to its variants.`}
      errors={errors}
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {offered.map((style) => {
          const discount = editor.styleDiscounts.find((d) => d.style === style);
          return (
            <label key={style} className={checkboxCard}>
              <input
                type="checkbox"
                className="h-4 w-4 accent-ink"
                checked={attributes.ringStyleAttribute.includes(style)}
                onChange={(event) =>
                  set((a) => ({
                    ...a,
                    ringStyleAttribute: toggle(a.ringStyleAttribute, style, event.target.checked, order),
                  }))
                }
              />
              <span className="min-w-0">
                <span className="block text-ink">{style}</span>
                {discount ? <span className="block text-xs text-gold-deep">{discount.discount}% off</span> : null}
                {foreign.has(style) ? <span className="block text-xs text-red-800">Not a style of {kind}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </EditorFieldset>
  );
}

function sortedUnique(values: readonly number[]): number[] {
  return [...new Set(values.map((value) => Math.round(value * 100)))].sort((a, b) => a - b).map((v) => v / 100);
}

/**
 * A list of numbers typed one at a time (carats, millimetres): Enter or "Add" adds one, each
 * shows as a chip that can be removed.
 */
function NumberChips({
  label,
  unit,
  values,
  onChange,
  field,
  placeholder,
}: {
  label: string;
  unit: string;
  values: readonly number[];
  onChange: (values: number[]) => void;
  field: typeof caratField | typeof widthField;
  placeholder: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  function add() {
    const parsed = field.safeParse(parseDecimal(text));
    if (!parsed.success) {
      setError(text.trim() === '' ? 'Type a number first' : capitalise(parsed.error.issues[0]?.message ?? 'not valid'));
      return;
    }
    if (values.some((value) => Math.round(value * 100) === Math.round(parsed.data * 100))) {
      setError(`${parsed.data} ${unit} is already in the list`);
      return;
    }
    onChange(sortedUnique([...values, parsed.data]));
    setText('');
    setError(null);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        {values.map((value) => (
          <span
            key={value}
            className="inline-flex items-center gap-1 rounded-full border border-line bg-pearl/60 py-1 pr-1 pl-3 text-sm text-ink"
          >
            {value} {unit}
            <button
              type="button"
              onClick={() => onChange(values.filter((v) => v !== value))}
              className="rounded-full p-0.5 text-stone hover:bg-white hover:text-ink"
              aria-label={`Remove ${value} ${unit} from ${label.toLowerCase()}`}
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </span>
        ))}
        <span className="inline-flex items-center gap-1">
          <label htmlFor={id} className="sr-only">
            Add to {label.toLowerCase()} ({unit})
          </label>
          <input
            id={id}
            type="text"
            inputMode="decimal"
            value={text}
            placeholder={placeholder}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-24 rounded-md border border-line bg-white px-2.5 py-1.5 text-sm focus:border-gold focus:outline-none aria-[invalid=true]:border-red-700"
          />
          <button
            type="button"
            onClick={add}
            className="inline-flex items-center gap-1 rounded-md border border-line px-2.5 py-1.5 text-sm text-graphite hover:border-ink hover:text-ink"
          >
            <Plus className="h-3.5 w-3.5" aria-hidden="true" /> Add
          </button>
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CentreStonePicker({ errors }: { errors: readonly string[] }) {
  const { attributes, set } = useAttributes();
  const stones = attributes.centerStoneShapeAttribute;
  const unused = stoneShapes.filter((shape) => !stones.some((stone) => stone.shape === shape));
  const [shape, setShape] = useState<string>('');
  const chosen = shape && unused.includes(shape as (typeof stoneShapes)[number]) ? shape : (unused[0] ?? '');
  const setStones = (change: (stones: CenterStoneAttribute[]) => CenterStoneAttribute[]) =>
    set((a) => ({ ...a, centerStoneShapeAttribute: change(a.centerStoneShapeAttribute) }));
  return (
    <EditorFieldset
      id="center-stone-attribute"
      legend="Centre stones"
      description="Each shape with the carat weights it comes in; every shape and carat makes its own variants. Leave empty for a piece without a centre stone."
      errors={errors}
    >
      {stones.length > 0 ? (
        <ul className="space-y-3">
          {stones.map((stone) => (
            <li key={stone.shape} className="rounded-md border border-line px-4 py-3">
              <div className="mb-2 flex items-center justify-between gap-3">
                <span className="text-sm font-medium text-ink">{stone.shape}</span>
                <button
                  type="button"
                  onClick={() => setStones((list) => list.filter((s) => s.shape !== stone.shape))}
                  className="text-sm text-red-800 link-underline"
                >
                  Remove {stone.shape}
                </button>
              </div>
              <NumberChips
                label={`${stone.shape} carats`}
                unit="ct"
                values={stone.carats}
                field={caratField}
                placeholder="1.5"
                onChange={(carats) =>
                  setStones((list) => list.map((s) => (s.shape === stone.shape ? { ...s, carats } : s)))
                }
              />
              {stone.carats.length === 0 ? (
                <p className="mt-1.5 text-xs text-red-800">Add at least one carat weight for {stone.shape}.</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {unused.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <label htmlFor="add-centre-stone" className="text-sm text-graphite">
            Add a shape
          </label>
          <select
            id="add-centre-stone"
            value={chosen}
            onChange={(event) => setShape(event.target.value)}
            className="rounded-md border border-line bg-white px-2.5 py-1.5 text-sm"
          >
            {unused.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => {
              if (!chosen) return;
              setStones((list) => [...list, { shape: chosen, carats: [] }]);
              setShape('');
            }}
            className="inline-flex items-center gap-1 rounded-md border border-line px-2.5 py-1.5 text-sm text-graphite hover:border-ink hover:text-ink"
          >
            <Plus className="h-3.5 w-3.5" aria-hidden="true" /> Add
          </button>
        </div>
      ) : null}
    </EditorFieldset>
  );
}

export function NumberListPicker({
  kind,
  errors,
}: {
  kind: 'widthAttribute' | 'totalCaratAttribute';
  errors: readonly string[];
}) {
  const { attributes, set } = useAttributes();
  const width = kind === 'widthAttribute';
  return (
    <EditorFieldset
      id={width ? 'width-attribute' : 'total-carat-attribute'}
      legend={width ? 'Widths' : 'Total carats'}
      description={
        width
          ? 'Band widths in millimetres. The weight of a wider band is suggested in proportion.'
          : 'Total carat weight of all the stones (ct tw), when the piece comes in several.'
      }
      errors={errors}
    >
      <NumberChips
        label={width ? 'Widths' : 'Total carats'}
        unit={width ? 'mm' : 'ct tw'}
        values={attributes[kind]}
        field={width ? widthField : caratField}
        placeholder={width ? '2' : '0.5'}
        onChange={(values) => set((a) => ({ ...a, [kind]: values }))}
      />
    </EditorFieldset>
  );
}
