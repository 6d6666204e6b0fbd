import { gstStateCodeFor } from '@facet/contracts/gst-states';
import { paymentProviderLabels } from '@facet/contracts/payment-providers';
import { countryNames, type CountryCode } from '@facet/contracts/regions';
import {
  documentNumber,
  financialYearOf,
  type TaxDocumentKind,
  type TaxDocumentLine,
  type TaxDocumentSnapshot,
  taxDocumentSnapshot,
} from '@facet/contracts/tax-documents';
import { documentTotals, type LineCharged, linesInRupees } from '@facet/contracts/tax-document-rupees';
import { EXPORT_SENTENCE, STORE_CREDIT_METHOD, exchangeRateText } from '@facet/contracts/tax-document-text';
import { creditedLine } from '@facet/contracts/credit-notes';
import type { Transaction } from '@facet/db/client';
import { businessDetails } from '../business-details/business-details.service.ts';
import {
  findDocumentPrefixes,
  findInvoiceSnapshot,
  findIssuedDocument,
  findOrderForInvoice,
  findShippingFigures,
  insertTaxDocument,
  type InvoiceOrderRow,
  listCreditableLines,
  nextSerial,
  transactionTime,
} from './tax-documents.queries.ts';

/*
 * Issuing tax documents (decision 024), always inside the transaction that moves the order:
 *   - the tax invoice when the order is paid (capture, webhook or reconcile, all through the
 *     move to Paid — a replayed capture never reaches it, and an order has one invoice at most);
 *   - a credit note for what each refund gives back (decision 032): some lines or parts of them,
 *     or everything left when a paid order is cancelled or refunded.
 * The serial comes from the series' counter row for the financial year, incremented by an upsert
 * whose row lock lasts until the transaction ends: concurrent payments take turns, and a payment
 * that rolls back gives its serial back, so the numbers run without gaps.
 */

export type DocumentSupplier = TaxDocumentSnapshot['supplier'];

/**
 * The shop as its documents name it: the business details the Admin keeps (decision 027), read
 * in the issuing transaction, so the document holds them as they were that moment.
 */
export async function supplierForDocuments(tx: Transaction): Promise<DocumentSupplier> {
  const details = await businessDetails(tx);
  const address = details.address;
  return {
    name: details.legalName,
    tradeName: details.tradeName,
    addressLines: [
      address.line1,
      address.line2,
      [address.city, address.postalCode].filter(Boolean).join(' '),
      [address.state, address.country].filter(Boolean).join(', '),
    ].filter((line) => line.trim() !== ''),
    state: address.state,
    stateCode: address.stateCode,
    gstin: details.gstin,
    lut: details.lutReference
      ? details.lutDate
        ? `${details.lutReference} (filed ${details.lutDate})`
        : details.lutReference
      : null,
    email: details.customerCare.email,
    phone: details.customerCare.phone,
  };
}

export interface IssuedDocument {
  id: number;
  kind: TaxDocumentKind;
  number: string;
}

async function prefixOf(tx: Transaction, kind: TaxDocumentKind): Promise<string> {
  const row = await findDocumentPrefixes(tx);
  if (!row) return kind === 'invoice' ? 'FCT' : 'FCN';
  return kind === 'invoice' ? row.invoicePrefix : row.creditNotePrefix;
}

async function insertDocument(
  tx: Transaction,
  input: {
    kind: TaxDocumentKind;
    orderId: number;
    at: Date;
    build: (number: string, fy: string) => TaxDocumentSnapshot;
  },
): Promise<IssuedDocument> {
  const year = financialYearOf(input.at);
  // The series' counter row stays locked until commit: the numbers run without gaps.
  const serial = await nextSerial(tx, input.kind, year.startYear);
  const number = documentNumber(await prefixOf(tx, input.kind), year.label, serial);
  const snapshot = taxDocumentSnapshot.parse(input.build(number, year.label));
  return insertTaxDocument(tx, {
    kind: input.kind,
    number,
    orderId: input.orderId,
    financialYear: year.startYear,
    serial,
    issuedAt: input.at,
    snapshot,
  });
}

/**
 * Issues the tax invoice of an order being paid, in the paying transaction; the invoice it
 * already has if any. `at` is the moment of issue (the transaction's time unless a test says).
 */
export async function issueInvoice(tx: Transaction, orderId: number, at?: Date): Promise<IssuedDocument> {
  const existing = await findIssuedDocument(tx, orderId, 'invoice');
  if (existing) return existing;
  const order = await findOrderForInvoice(tx, orderId);
  if (!order) throw new Error(`order ${orderId} is missing`);
  const supplier = await supplierForDocuments(tx);
  const when = at ?? (await transactionTime(tx));
  return insertDocument(tx, {
    kind: 'invoice',
    orderId,
    at: when,
    build: (number, financialYear) => invoiceSnapshot(order, supplier, { number, financialYear, at: when }),
  });
}

function invoiceSnapshot(
  order: InvoiceOrderRow,
  supplier: DocumentSupplier,
  issue: { number: string; financialYear: string; at: Date },
): TaxDocumentSnapshot {
  const address = order.address;
  const supply =
    order.delivery === 'export' ? 'export' : address.state === supplier.state ? ('intra' as const) : ('inter' as const);
  const goods = order.lines.map((line) => ({ amount: Number(line.amount), rateBp: line.tax_rate }));
  // What is left of the total after the goods and the gift wrap is shipping; both are charges of
  // the same supply, at the principal line's rate (decisions 023 and 042).
  const wrapAmount = order.gift_wrap;
  const shippingAmount = order.total - wrapAmount - goods.reduce((sum, line) => sum + line.amount, 0);
  const charges: (LineCharged & { kind: 'shipping' | 'charge' })[] = [
    ...(shippingAmount > 0
      ? [{ kind: 'shipping' as const, amount: shippingAmount, rateBp: order.shipping_tax_rate }]
      : []),
    ...(wrapAmount > 0 ? [{ kind: 'charge' as const, amount: wrapAmount, rateBp: order.shipping_tax_rate }] : []),
  ];
  const charged: LineCharged[] = [...goods, ...charges.map(({ amount, rateBp }) => ({ amount, rateBp }))];
  const rupees = linesInRupees(charged, {
    total: order.total,
    currency: order.currency,
    conversion: order.conversion,
    supply,
  });
  const lines: TaxDocumentLine[] = rupees.map((figures, index) => {
    const line = order.lines[index];
    const rateBp = supply === 'export' ? 0 : charged[index]!.rateBp;
    if (!line) {
      const charge = charges[index - order.lines.length]!;
      return {
        kind: charge.kind,
        description: charge.kind === 'shipping' ? 'Insured shipping' : 'Gift wrapping',
        sku: null,
        ringSize: null,
        hsn: order.shipping_hsn ?? order.lines[0]?.hsn ?? '',
        quantity: 1,
        unit: 'pcs',
        rateBp,
        ...figures,
        facts: null,
        huids: [],
      };
    }
    return {
      kind: 'goods',
      description: [line.name, line.details].filter(Boolean).join(', '),
      sku: line.sku,
      ringSize: line.ring_size,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: 'pcs',
      rateBp,
      ...figures,
      facts: line.facts,
      huids: [],
    };
  });
  const country = countryNames[address.country as CountryCode] ?? address.country;
  return {
    kind: 'invoice',
    title: supplier.gstin ? 'Tax invoice' : 'Proforma invoice',
    number: issue.number,
    financialYear: issue.financialYear,
    issuedAt: issue.at.toISOString(),
    orderNumber: order.number,
    orderDate: new Date(order.create_date).toISOString(),
    supplier,
    buyer: {
      name: address.fullName,
      businessName: order.buyer_business_name,
      gstin: order.buyer_gstin,
      addressLines: [
        address.line1,
        address.line2,
        [address.city, address.postalCode].filter(Boolean).join(' '),
        [address.state, country].filter(Boolean).join(', '),
      ].filter((part) => part.trim() !== ''),
      email: order.email,
      phone: address.phoneNumber,
    },
    placeOfSupply:
      supply === 'export'
        ? { name: 'Outside India', code: '96' }
        : { name: address.state, code: gstStateCodeFor(address.state) ?? null },
    supply,
    exportNote: supply === 'export' ? `${EXPORT_SENTENCE}. LUT: ${supplier.lut ?? 'reference not configured'}` : null,
    currency: order.currency,
    conversion: order.currency === 'USD' ? order.conversion : null,
    exchangeRateText: order.currency === 'USD' ? exchangeRateText(order.conversion) : null,
    lines,
    totals: documentTotals(rupees),
    reference: null,
    reason: null,
    gstinMissing: supplier.gstin === null,
    isTestPayment: order.provider === 'test-payment',
    ...(order.store_credit > 0 ? { payments: paymentsOf(order) } : {}),
  };
}

/** What a credit note gives back: parts of the order's lines, of its shipping, its gift wrap (minor units). */
export interface CreditedAmounts {
  lines: readonly { lineId: number; amount: number }[];
  shipping: number;
  /** All of the gift wrap or nothing (decision 042). */
  giftWrap?: number;
  /** Of it, what goes back as store credit (an order paid with it, decision 031); the rest through the provider. */
  fromStoreCredit?: number;
}

/**
 * How a credit note's total goes back, for an order that store credit paid some of: the credit
 * share, then the provider's part (named as the invoice named it). Absent when the invoice has
 * no payments (a provider took it all), as on the invoice.
 */
function refundPaymentsOf(
  invoice: TaxDocumentSnapshot,
  credited: CreditedAmounts,
): { method: string; amount: number }[] | undefined {
  if (!invoice.payments) return undefined;
  const amount = credited.lines.reduce((sum, line) => sum + line.amount, credited.shipping + (credited.giftWrap ?? 0));
  const credit = Math.min(amount, credited.fromStoreCredit ?? 0);
  const provider = invoice.payments.find((payment) => payment.method !== STORE_CREDIT_METHOD)?.method;
  return [
    ...(credit > 0 ? [{ method: STORE_CREDIT_METHOD, amount: credit }] : []),
    ...(amount > credit ? [{ method: provider ?? 'the payment provider', amount: amount - credit }] : []),
  ];
}

/** Store credit first, then what the provider took (nothing when the credit paid it all). */
function paymentsOf(order: InvoiceOrderRow): { method: string; amount: number }[] {
  const byProvider = order.total - order.store_credit;
  return [
    { method: STORE_CREDIT_METHOD, amount: order.store_credit },
    ...(byProvider > 0 ? [{ method: paymentProviderLabels[order.provider], amount: byProvider }] : []),
  ];
}

/**
 * Issues a credit note for what a refund gives back (decision 032), in the refund's transaction:
 * the invoice's lines it touches, each for the part given back (contracts/credit-notes.ts), with
 * the invoice's number and date as its reference. Call it before the refund is written to the
 * ledger: what was refunded before is read from the lines. Nothing when the order has no invoice
 * (paid before invoices were issued).
 */
export async function issueCreditNote(
  tx: Transaction,
  orderId: number,
  reason: string,
  credited: CreditedAmounts,
  at?: Date,
): Promise<IssuedDocument | null> {
  const original = await findInvoiceSnapshot(tx, orderId);
  if (!original) return null;
  const lines = await listCreditableLines(tx, orderId);
  const order = await findShippingFigures(tx, orderId);
  const parts: TaxDocumentLine[] = [];
  lines.forEach((line, index) => {
    const amount = credited.lines.find((part) => part.lineId === line.id)?.amount ?? 0;
    const printed = original.lines[index];
    if (amount > 0 && printed) {
      parts.push(creditedLine({ line: printed, charged: line.amount, before: line.refunded, amount }, original.supply));
    }
  });
  const shippingLine = original.lines.find((line) => line.kind === 'shipping');
  if (credited.shipping > 0 && shippingLine && order) {
    parts.push(
      creditedLine(
        {
          line: shippingLine,
          charged: order.shipping_charged,
          before: order.shipping_refunded,
          amount: credited.shipping,
        },
        original.supply,
      ),
    );
  }
  // The wrap goes back whole, once: its invoice line as it was (charged = amount, nothing before).
  const wrapLine = original.lines.find((line) => line.kind === 'charge');
  const wrap = credited.giftWrap ?? 0;
  if (wrap > 0 && wrapLine) {
    parts.push(creditedLine({ line: wrapLine, charged: wrap, before: 0, amount: wrap }, original.supply));
  }
  if (parts.length === 0) return null;
  const supplier = await supplierForDocuments(tx);
  const when = at ?? (await transactionTime(tx));
  return insertDocument(tx, {
    kind: 'credit_note',
    orderId,
    at: when,
    build: (number, financialYear) => ({
      ...original,
      kind: 'credit_note',
      title: supplier.gstin ? 'Credit note' : 'Proforma credit note',
      number,
      financialYear,
      issuedAt: when.toISOString(),
      supplier,
      lines: parts,
      totals: documentTotals(parts),
      reference: { number: original.number, issuedAt: original.issuedAt },
      reason,
      // The refund's own split, not the invoice's (which is how the whole order was paid).
      payments: refundPaymentsOf(original, credited),
      gstinMissing: supplier.gstin === null,
    }),
  });
}
