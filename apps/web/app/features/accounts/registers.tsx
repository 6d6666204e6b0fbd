import {
  conversionText,
  type ExportRegister,
  type HsnSummary,
  type RegisterTotals,
  type SalesRegister,
} from '@facet/contracts/accounts';
import { accountsEndpoints } from '@facet/contracts/accounts-endpoints';
import { endpointUrl } from '@facet/contracts/endpoint';
import { formatDollars, formatRate, formatRupees } from '@facet/contracts/tax-document-text';
import { taxDocumentKindLabels, type TaxDocumentKind } from '@facet/contracts/tax-documents';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

/*
 * The accountant's three registers for a month, each a table with its totals row and a link to
 * download it as CSV. Rupees to the paisa, a credit note's figures negative.
 */

const cell = 'px-3 py-2 align-top whitespace-nowrap';
const amount = `${cell} text-right tabular-nums`;
const head = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-stone uppercase whitespace-nowrap';
const headAmount = `${head} text-right`;

/** The path of a register's CSV download for a month. */
export function registerCsvPath(register: keyof typeof accountsEndpoints, month: string): string {
  return endpointUrl(accountsEndpoints[register], { query: { month, format: 'csv' } });
}

function Section({
  id,
  title,
  description,
  download,
  children,
}: {
  id: string;
  title: string;
  description: string;
  download: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-12">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl">
            {title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-stone">{description}</p>
        </div>
        <a
          href={download.href}
          download
          className="link-underline inline-flex items-center gap-1.5 text-sm text-ink"
          aria-label={download.label}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> CSV
        </a>
      </div>
      {/* A wide table scrolls inside its own box on a phone; the region can take focus to scroll by keys. */}
      <div
        className="overflow-x-auto rounded-md border border-line bg-white focus-visible:outline-2 focus-visible:outline-gold"
        role="region"
        aria-label={`${title} table`}
        tabIndex={0}
      >
        {children}
      </div>
    </section>
  );
}

const rupees = (paise: number) => formatRupees(paise);

type ColumnHead = string | { amount: string };

/** A register's column heads, left to right; an amount's head stands right, over its figures. */
function ColumnHeads({ columns }: { columns: ColumnHead[] }) {
  return (
    <thead className="bg-pearl">
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col" className={head}>
              {column}
            </th>
          ) : (
            <th key={column.amount} scope="col" className={headAmount}>
              {column.amount}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** The heads of a GST breakdown's five figures, in the order `TaxFigureCells` writes them. */
const taxFigureHeads: ColumnHead[] = [
  { amount: 'Taxable value' },
  { amount: 'CGST' },
  { amount: 'SGST' },
  { amount: 'IGST' },
  { amount: 'Total' },
];

/** A row's or the totals' GST breakdown: taxable value, CGST, SGST, IGST and total, in rupees. */
function TaxFigureCells({ figures }: { figures: RegisterTotals }) {
  return (
    <>
      <td className={amount}>{rupees(figures.taxable)}</td>
      <td className={amount}>{rupees(figures.cgst)}</td>
      <td className={amount}>{rupees(figures.sgst)}</td>
      <td className={amount}>{rupees(figures.igst)}</td>
      <td className={amount}>{rupees(figures.total)}</td>
    </>
  );
}

/** A register's totals row, under a rule: its label across the first `span` columns, then its figures. */
function TotalsRow({ span, label, children }: { span: number; label: ReactNode; children: ReactNode }) {
  return (
    <tfoot className="border-t-2 border-ink font-medium">
      <tr>
        <th scope="row" colSpan={span} className={`${cell} text-left`}>
          {label}
        </th>
        {children}
      </tr>
    </tfoot>
  );
}

/** The document a row comes from: its number, and under it whether an invoice or a credit note. */
function DocumentCell({ document }: { document: { number: string; kind: TaxDocumentKind } }) {
  return (
    <td className={cell}>
      <span className="block font-medium text-ink">{document.number}</span>
      <span className="block text-xs text-stone">{taxDocumentKindLabels[document.kind]}</span>
    </td>
  );
}

export function SalesRegisterTable({ register }: { register: SalesRegister }) {
  return (
    <Section
      id="sales-register"
      title="Sales register"
      description="Every line of every tax invoice and credit note issued this month, as printed; credit notes are negative."
      download={{
        href: registerCsvPath('salesRegister', register.month),
        label: 'Download the sales register as CSV',
      }}
    >
      <table className="w-full text-sm">
        <ColumnHeads
          columns={[
            'Document',
            'Date',
            'Buyer',
            'Place of supply',
            'HSN',
            { amount: 'Qty' },
            ...taxFigureHeads,
            'Currency',
          ]}
        />
        <tbody>
          {register.rows.map((row, index) => (
            <tr key={`${row.documentId}-${index}`} className="border-t border-line">
              <DocumentCell document={row} />
              <td className={cell}>{row.date}</td>
              <td className={cell}>
                <span className="block">{row.buyerName}</span>
                {row.buyerGstin ? <span className="block text-xs text-stone">GSTIN {row.buyerGstin}</span> : null}
              </td>
              <td className={cell}>
                {row.placeOfSupply}
                {row.placeOfSupplyCode ? ` (${row.placeOfSupplyCode})` : ''}
              </td>
              <td className={cell}>
                {row.hsn}
                <span className="block text-xs text-stone">
                  {row.lineKind === 'shipping' ? 'Shipping · ' : row.lineKind === 'charge' ? 'Charge · ' : ''}
                  {formatRate(row.rateBp)}
                </span>
              </td>
              <td className={amount}>{row.quantity}</td>
              <TaxFigureCells figures={row} />
              <td className={cell}>
                {row.currency}
                {row.conversion !== null ? (
                  <span className="block text-xs text-stone">at ₹{conversionText(row.conversion)}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <TotalsRow
          span={6}
          label={
            <>
              Total ({register.documents} {register.documents === 1 ? 'document' : 'documents'})
            </>
          }
        >
          <TaxFigureCells figures={register.totals} />
          <td className={cell} />
        </TotalsRow>
      </table>
    </Section>
  );
}

export function HsnSummaryTable({ summary }: { summary: HsnSummary }) {
  return (
    <Section
      id="hsn-summary"
      title="HSN summary"
      description="The month per HSN code and rate: pieces, taxable value and tax, invoices less credit notes."
      download={{ href: registerCsvPath('hsnSummary', summary.month), label: 'Download the HSN summary as CSV' }}
    >
      <table className="w-full text-sm">
        <ColumnHeads columns={['HSN', { amount: 'Rate' }, { amount: 'Qty' }, ...taxFigureHeads]} />
        <tbody>
          {summary.rows.map((row) => (
            <tr key={`${row.hsn}-${row.rateBp}`} className="border-t border-line">
              <td className={cell}>{row.hsn}</td>
              <td className={amount}>{formatRate(row.rateBp)}</td>
              <td className={amount}>{row.quantity}</td>
              <TaxFigureCells figures={row} />
            </tr>
          ))}
        </tbody>
        <TotalsRow span={2} label="Total">
          <td className={amount}>{summary.totals.quantity}</td>
          <TaxFigureCells figures={summary.totals} />
        </TotalsRow>
      </table>
    </Section>
  );
}

export function ExportRegisterTable({ register }: { register: ExportRegister }) {
  return (
    <Section
      id="exports"
      title="Exports"
      description="Export documents this month, zero-rated under the LUT: in rupees, and in the currency the buyer paid."
      download={{ href: registerCsvPath('exports', register.month), label: 'Download the exports as CSV' }}
    >
      {register.rows.length === 0 ? (
        <p className="px-3 py-4 text-sm text-stone">No exports this month.</p>
      ) : (
        <table className="w-full text-sm">
          <ColumnHeads
            columns={['Document', 'Date', 'Buyer', 'LUT note', { amount: 'Total (₹)' }, { amount: 'Paid in' }]}
          />
          <tbody>
            {register.rows.map((row) => (
              <tr key={row.documentId} className="border-t border-line">
                <DocumentCell document={row} />
                <td className={cell}>{row.date}</td>
                <td className={cell}>{row.buyerName}</td>
                <td className={`${cell} min-w-64 whitespace-normal`}>{row.exportNote}</td>
                <td className={amount}>{rupees(row.total)}</td>
                <td className={amount}>
                  {row.foreignTotal !== null && row.currency === 'USD' ? formatSignedDollars(row.foreignTotal) : 'INR'}
                  {row.conversion !== null ? (
                    <span className="block text-xs text-stone">at ₹{conversionText(row.conversion)}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
          <TotalsRow span={4} label="Total">
            <td className={amount}>{rupees(register.totals.total)}</td>
            <td className={cell} />
          </TotalsRow>
        </table>
      )}
    </Section>
  );
}

function formatSignedDollars(cents: number): string {
  return cents < 0 ? `−${formatDollars(-cents)}` : formatDollars(cents);
}
