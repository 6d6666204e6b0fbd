import { VERIFY_HUID_SENTENCE } from '@facet/contracts/hallmark';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import type { Currency } from '@facet/contracts/money';
import type { OrderLine } from '@facet/contracts/orders';
import { ringPictureAlt } from '@facet/contracts/ring-builder';
import { ringSizeLabel } from '@facet/contracts/ring-sizes';
import type { ReactNode } from 'react';
import { ThumbnailPicture } from '../../components/item-thumbnail.tsx';
import { formatPrice, isDiscounted } from '../../lib/format.ts';
import { RingPicture } from '../ring-builder/ring-picture.tsx';
import { groupOrderLines, type OrderEntry } from './order-lines.ts';

/*
 * An order's lines: each piece or stone with its picture, name, SKU and details, and beside it
 * (below it where the box is narrow: a container query, so the same list fits a phone, a side
 * column and the invoice) quantity × unit price, the list price struck when it was higher, and
 * the line's total. A built ring's two lines are one entry with its ring total. Once the order
 * has shipped, each hallmarked piece's HUID, and how to check it; once money was given back for a
 * line, how much; once delivered, what each line is worth back today.
 */

export function OrderLines({
  lines,
  currency,
  pictures = true,
}: {
  lines: readonly OrderLine[];
  currency: Currency;
  /** The invoice leaves them out. */
  pictures?: boolean;
}) {
  const entries = groupOrderLines(lines);
  const hallmarked = lines.some((line) => line.huids.length > 0);
  return (
    <div className="@container" data-testid="order-lines">
      <ul className="divide-y divide-line" aria-label="Items">
        {entries.map((entry) => (
          <EntryView key={entryKey(entry)} entry={entry} currency={currency} pictures={pictures} />
        ))}
      </ul>
      {hallmarked ? (
        <p className="mt-4 border-t border-line pt-3 text-sm text-graphite" data-testid="huid-verify">
          Each HUID is the hallmark of one piece. {VERIFY_HUID_SENTENCE}
        </p>
      ) : null}
    </div>
  );
}

/** One line's parts: the item, then its figures — side by side once the box is wide enough. */
const row = 'flex flex-col gap-2 @md:flex-row @md:items-start @md:justify-between @md:gap-6';

const entryKey = (entry: OrderEntry) => (entry.kind === 'pair' ? `pair-${entry.setting.id}` : `line-${entry.line.id}`);

function EntryView({ entry, currency, pictures }: { entry: OrderEntry; currency: Currency; pictures: boolean }) {
  if (entry.kind === 'line') {
    const { line } = entry;
    return (
      <li className={`py-4 first:pt-0 last:pb-0 ${row}`} data-testid="order-line" data-sku={line.sku}>
        <ItemCell line={line} pictures={pictures} eyebrow={line.kind === 'product' ? 'Jewellery' : 'Loose stone'}>
          <Extras line={line} />
          <Refunded line={line} currency={currency} />
        </ItemCell>
        <Figures line={line} currency={currency} totalLabel="Line total" />
      </li>
    );
  }
  const { setting, stone, total } = entry;
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="order-pair">
      <div className="flex items-center gap-4">
        {pictures ? (
          // The setting drawn with the stone in it, as the ring builder showed it.
          <RingPicture
            settingSku={setting.sku}
            stoneSku={stone.sku}
            alt={ringPictureAlt({ name: setting.name, metal: setting.details }, stone)}
            sizes="112px"
            className="w-28 shrink-0"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-[11px] tracking-[0.12em] text-stone uppercase">Ring you built</p>
          <h3 className="mt-0.5 font-display text-lg leading-snug break-words">
            Your ring: {setting.name} + {stone.name}
          </h3>
        </div>
      </div>
      <Extras line={setting} />
      <ul className="mt-3 space-y-3 border-l-2 border-pearl pl-3">
        {[setting, stone].map((half) => (
          <li key={half.id} className={row} data-testid="order-pair-half" data-sku={half.sku}>
            <ItemCell
              line={half}
              pictures={pictures}
              eyebrow={half.kind === 'product' ? 'Setting' : 'Centre stone'}
              small
            >
              <Refunded line={half} currency={currency} />
            </ItemCell>
            <Figures line={half} currency={currency} totalLabel="Total" />
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-dashed border-line pt-3 @md:justify-end">
        <span className="text-sm text-graphite">Ring total</span>
        <span className="font-medium text-ink figures @md:min-w-36 @md:text-right">{formatPrice(total, currency)}</span>
      </p>
    </li>
  );
}

function ItemCell({
  line,
  pictures,
  eyebrow,
  small = false,
  children,
}: {
  line: OrderLine;
  pictures: boolean;
  eyebrow: string;
  small?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 gap-3 sm:gap-4">
      {pictures ? <OrderLinePicture url={line.pictureUrl} stoneShape={line.stoneShape} small={small} /> : null}
      <div className="min-w-0 flex-1">
        <p className="text-[11px] tracking-[0.12em] text-stone uppercase">{eyebrow}</p>
        <p className={`leading-snug break-words text-ink ${small ? 'text-[15px]' : 'font-display text-lg'}`}>
          {line.name}
        </p>
        <p className="font-mono text-xs break-all text-stone">
          <span className="sr-only">SKU </span>
          {line.sku}
        </p>
        {line.details ? <p className="mt-0.5 text-sm text-graphite">{line.details}</p> : null}
        {line.afterSale ? <AfterSaleValue line={line} afterSale={line.afterSale} /> : null}
        {children}
      </div>
    </div>
  );
}

/** A delivered line's worth back today (decision 030), reckoned from today's metal rate on every read. */
function AfterSaleValue({ line, afterSale }: { line: OrderLine; afterSale: NonNullable<OrderLine['afterSale']> }) {
  const them = line.quantity > 1 ? 'them' : 'it';
  return (
    <p className="mt-1 text-sm text-graphite" data-testid="line-buyback">
      We would buy {them} back for{' '}
      <span className="font-medium text-ink figures">{formatPrice(afterSale.buyback, afterSale.currency)}</span> today
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      worth <span className="font-medium text-ink figures">
        {formatPrice(afterSale.exchange, afterSale.currency)}
      </span>{' '}
      towards an exchange
    </p>
  );
}

/** Ring size, engraving and HUIDs, when the line has them (a built ring's are its setting's). */
function Extras({ line }: { line: OrderLine }) {
  if (!line.ringSize && !line.engraving && line.huids.length === 0) return null;
  return (
    <div className="mt-1 space-y-0.5 text-sm text-graphite">
      {line.ringSize ? <p>Ring size: {ringSizeLabel(line.ringSize)}</p> : null}
      {line.engraving ? (
        <p>
          Engraving: <span className="font-medium text-ink">“{line.engraving}”</span>
        </p>
      ) : null}
      {line.huids.length > 0 ? (
        <p data-testid="line-huids">
          {line.huids.length === 1 ? 'HUID' : 'HUIDs'}:{' '}
          {line.huids.map((huid, index) => (
            <span key={huid}>
              {index > 0 ? ', ' : null}
              <span className="font-mono text-ink">{huid}</span>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

/** "Refunded ₹1,000" once money was given back for the line (decision 032). */
function Refunded({ line, currency }: { line: OrderLine; currency: Currency }) {
  if (line.refunded <= 0) return null;
  return (
    <p className="mt-1 text-sm font-medium text-emerald-800" data-testid="line-refunded">
      Refunded {formatPrice(line.refunded, currency)}
      {line.refunded >= line.charged ? ' (in full)' : null}
    </p>
  );
}

/** Quantity × unit price (the list price struck when it was higher) and the total: one row below the item, or a column beside it. */
function Figures({ line, currency, totalLabel }: { line: OrderLine; currency: Currency; totalLabel: string }) {
  const discounted = isDiscounted(line.unitPrice, line.listPrice);
  return (
    <div className="flex items-baseline justify-between gap-4 text-sm @md:min-w-36 @md:shrink-0 @md:flex-col-reverse @md:items-end @md:gap-0.5 @md:text-right">
      <p className="text-graphite">
        <span className="figures" data-testid="line-quantity">
          <span className="sr-only">Quantity </span>
          {line.quantity}
        </span>
        <span aria-hidden="true"> × </span>
        <span className="sr-only">, unit price </span>
        <span className="figures">{formatPrice(line.unitPrice, currency)}</span>
        {discounted ? (
          <>
            <span className="sr-only">, was</span>{' '}
            <s className="text-xs text-stone figures">{formatPrice(line.listPrice, currency)}</s>
          </>
        ) : null}
      </p>
      <p>
        <span className="sr-only">{totalLabel} </span>
        <span className="font-medium text-ink figures" data-testid="line-total">
          {formatPrice(line.lineTotal, currency)}
        </span>
      </p>
    </div>
  );
}

/** The line's picture, or a stone without one drawn from its shape (as the bag does); a return request's item too. */
export function OrderLinePicture({
  url,
  stoneShape,
  small,
}: {
  url: string | null;
  stoneShape: string | null;
  small: boolean;
}) {
  const box = small ? 'h-14 w-14 sm:h-16 sm:w-16' : 'h-16 w-16 sm:h-20 sm:w-20';
  return (
    <span className={`block shrink-0 overflow-hidden rounded-sm bg-pearl ${box}`}>
      <ThumbnailPicture
        src={url ? (/\/\d+\.webp$/.test(url) ? mediaUrlAt(url, 400) : url) : null}
        size={80}
        stoneShape={stoneShape}
      />
    </span>
  );
}
