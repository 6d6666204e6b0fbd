import { formatDate } from '@facet/contracts/shop-time';
import {
  documentPaymentText,
  formatDollars,
  formatRate,
  formatRupees,
  lineFactsText,
} from '@facet/contracts/tax-document-text';
import { type TaxDocumentSnapshot } from '@facet/contracts/tax-documents';

/*
 * A tax invoice or credit note as issued (decision 024): drawn from its snapshot alone, the same
 * figures and wording as its PDF, made to print on A4 (the page's chrome is hidden in print).
 * Staff see in red when the shop had no GSTIN configured; everyone sees the document's title
 * say so ("Proforma invoice").
 */

export function TaxDocumentView({ document, forStaff }: { document: TaxDocumentSnapshot; forStaff: boolean }) {
  const intra = document.supply === 'intra';
  const { supplier, buyer, totals } = document;
  return (
    <article className="text-ink" data-testid="tax-document" aria-labelledby="tax-document-title">
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-6">
        <div className="min-w-0 text-sm leading-6 text-graphite" data-testid="document-supplier">
          <p className="font-display text-2xl text-ink">{supplier.tradeName}</p>
          {supplier.name !== supplier.tradeName ? <p>{supplier.name}</p> : null}
          <address className="not-italic">
            {supplier.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <p>
            State: {supplier.state}
            {supplier.stateCode ? ` (code ${supplier.stateCode})` : ''}
          </p>
          <p>
            {supplier.email} · {supplier.phone}
          </p>
          {supplier.gstin ? (
            <p className="font-medium text-ink">GSTIN {supplier.gstin}</p>
          ) : (
            <p className={forStaff ? 'font-semibold text-red-700' : 'text-graphite'} data-testid="gstin-missing">
              GSTIN not configured
            </p>
          )}
        </div>
        <div className="sm:text-right">
          <h1 id="tax-document-title" className="text-3xl sm:text-4xl">
            {document.title}
          </h1>
          <dl className="mt-3 grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm sm:justify-end">
            <Fact label={document.kind === 'invoice' ? 'Invoice number' : 'Credit note number'}>
              <span data-testid="document-number">{document.number}</span>
            </Fact>
            <Fact label="Date">{formatDate(document.issuedAt)}</Fact>
            <Fact label="Order">
              {document.orderNumber} of {formatDate(document.orderDate)}
            </Fact>
            <Fact label="Reverse charge">No</Fact>
            {document.reference ? (
              <Fact label="Against invoice">
                {document.reference.number} of {formatDate(document.reference.issuedAt)}
              </Fact>
            ) : null}
          </dl>
        </div>
      </header>

      {forStaff && document.gstinMissing ? (
        <p
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          role="note"
        >
          GSTIN not configured: this document was issued as a proforma, not a tax invoice. Set the shop’s GSTIN.
        </p>
      ) : null}
      {document.isTestPayment ? (
        <p
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
          data-testid="test-payment"
        >
          Test payment — no money taken
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="document-buyer">
          <h2 id="document-buyer" className="font-sans text-xs font-medium tracking-wide text-stone uppercase">
            {document.kind === 'invoice' ? 'Billed and shipped to' : 'Issued to'}
          </h2>
          <div className="mt-2 text-sm leading-6 text-graphite">
            <p className="font-medium text-ink">{buyer.name}</p>
            {buyer.businessName ? <p>{buyer.businessName}</p> : null}
            <address className="not-italic">
              {buyer.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="break-all">
              {buyer.email} · {buyer.phone}
            </p>
            {buyer.gstin ? (
              <p className="font-medium text-ink" data-testid="buyer-gstin">
                GSTIN {buyer.gstin}
              </p>
            ) : null}
          </div>
        </section>
        <section aria-labelledby="document-supply">
          <h2 id="document-supply" className="font-sans text-xs font-medium tracking-wide text-stone uppercase">
            Place of supply
          </h2>
          <div className="mt-2 text-sm leading-6 text-graphite">
            <p className="font-medium text-ink" data-testid="place-of-supply">
              {document.placeOfSupply.name}
              {document.placeOfSupply.code ? ` (${document.placeOfSupply.code})` : ''}
            </p>
            <p>
              {intra
                ? 'Within the state: CGST and SGST'
                : document.supply === 'inter'
                  ? 'Another state: IGST'
                  : 'Export: zero-rated'}
            </p>
            {document.exchangeRateText ? <p data-testid="exchange-rate">{document.exchangeRateText}</p> : null}
            {document.reason ? <p>{document.reason}</p> : null}
          </div>
        </section>
      </div>

      <section aria-labelledby="document-lines" className="mt-8">
        <h2 id="document-lines" className="sr-only">
          Lines
        </h2>
        <div
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 print:overflow-visible"
          tabIndex={0}
          role="region"
          aria-label="Lines, scroll sideways for every column"
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-ink/60 text-xs text-graphite">
                <th scope="col" className="py-2 pr-2 font-medium">
                  #
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Description
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  HSN
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Taxable value
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Rate
                </th>
                {intra ? (
                  <>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      CGST
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      SGST
                    </th>
                  </>
                ) : (
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    IGST
                  </th>
                )}
                <th scope="col" className="py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {document.lines.map((line, index) => (
                <tr
                  key={`${line.kind}-${index}`}
                  className="border-b border-line align-top"
                  data-testid="document-line"
                >
                  <td className="py-3 pr-2 tabular-nums">{index + 1}</td>
                  <td className="py-3 pr-3">
                    <p className="font-medium">{line.description}</p>
                    {line.kind === 'goods'
                      ? lineFactsText(line, document).map((fact) => (
                          <p key={fact} className="text-xs leading-5 text-graphite">
                            {fact}
                          </p>
                        ))
                      : null}
                  </td>
                  <td className="py-3 pr-3 tabular-nums">{line.hsn}</td>
                  <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">
                    {line.quantity} {line.unit}
                  </td>
                  <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">{formatRupees(line.taxable)}</td>
                  <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">{formatRate(line.rateBp)}</td>
                  {intra ? (
                    <>
                      <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">{formatRupees(line.cgst)}</td>
                      <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">{formatRupees(line.sgst)}</td>
                    </>
                  ) : (
                    <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">{formatRupees(line.igst)}</td>
                  )}
                  <td className="py-3 text-right whitespace-nowrap tabular-nums">
                    {formatRupees(line.total)}
                    {line.foreignTotal !== null ? (
                      <span className="block text-xs text-graphite">{formatDollars(line.foreignTotal)}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="document-totals" className="mt-6 ml-auto max-w-sm break-inside-avoid">
        <h2 id="document-totals" className="sr-only">
          Totals
        </h2>
        <dl className="space-y-1.5 text-sm">
          <Row label="Taxable value" value={formatRupees(totals.taxable)} />
          {intra ? (
            <>
              <Row label="CGST" value={formatRupees(totals.cgst)} />
              <Row label="SGST" value={formatRupees(totals.sgst)} />
            </>
          ) : (
            <Row label="IGST" value={formatRupees(totals.igst)} />
          )}
          <div className="flex justify-between gap-4 border-t border-ink pt-2 text-base font-semibold">
            <dt>{document.kind === 'invoice' ? 'Total' : 'Total credited'}</dt>
            <dd className="tabular-nums" data-testid="document-total">
              {formatRupees(totals.total)}
            </dd>
          </div>
          {totals.foreignTotal !== null ? (
            <Row
              label={document.kind === 'invoice' ? 'Paid in US dollars' : 'Refunded in US dollars'}
              value={formatDollars(totals.foreignTotal)}
            />
          ) : null}
        </dl>
        {document.payments ? (
          <ul className="mt-2 space-y-1 text-right text-sm text-graphite" data-testid="document-payments">
            {document.payments.map((payment) => (
              <li key={payment.method}>{documentPaymentText(document, payment)}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <p className="mt-6 text-sm font-medium" data-testid="amount-in-words">
        Amount in words: {totals.inWords}
      </p>
      {document.exportNote ? (
        <p className="mt-3 text-sm font-medium" data-testid="export-note">
          {document.exportNote}
        </p>
      ) : null}
      <footer className="mt-8 flex flex-wrap items-end justify-between gap-6 border-t border-line pt-4 text-xs text-graphite">
        <div className="space-y-1">
          {document.currency === 'USD' ? (
            <p>
              Paid in US dollars; the rupee figures are reckoned at the exchange rate fixed when the order was placed.
            </p>
          ) : null}
          {document.supply === 'export' ? null : <p>Prices include GST.</p>}
          <p>This is a computer-generated document.</p>
        </div>
        <div className="sm:text-right">
          <p className="text-ink">For {supplier.name}</p>
          <p className="mt-6">Authorised signatory</p>
        </div>
      </footer>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-graphite">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-graphite">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
