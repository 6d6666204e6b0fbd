import { formatMoney } from './money.ts';
import { inRupees } from './tax.ts';
import type { TaxDocumentLine, TaxDocumentSnapshot } from './tax-documents.ts';

/*
 * What a tax document prints (decision 024), the same on the page and in the PDF: its money in
 * rupees with Indian grouping and in dollars, its rates, the rows of facts under each line, how
 * it was paid, and its file's name. The document itself is contracts/tax-documents.ts.
 */

/** The way to pay that is the customer's store credit, as a document's payments name it. */
export const STORE_CREDIT_METHOD = 'Store credit';

/** A document's payment line in words: "Paid with store credit: ₹1,000", "Refunded through Razorpay: ₹667". */
export function documentPaymentText(
  document: Pick<TaxDocumentSnapshot, 'kind' | 'currency'>,
  payment: { method: string; amount: number },
): string {
  const credit = payment.method === STORE_CREDIT_METHOD;
  const how =
    document.kind === 'invoice'
      ? `Paid with ${credit ? 'store credit' : payment.method}`
      : credit
        ? 'Given back as store credit'
        : `Refunded through ${payment.method}`;
  return `${how}: ${formatMoney(payment.amount, document.currency)}`;
}

/** "FCT-26-27-000123.pdf": a document's file, named by its number. */
export function taxDocumentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

export const EXPORT_SENTENCE = 'Supply meant for export under LUT without payment of IGST';

/** "US$1 = ₹88.45, fixed when the order was placed". */
export function exchangeRateText(conversion: number): string {
  const whole = Math.floor(conversion / 10_000);
  const fraction = String(conversion % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `US$1 = ₹${whole}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}, fixed when the order was placed`;
}

function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last}`;
}

/** "₹6,55,429.16": rupees to the paisa with Indian grouping, the way documents print them. */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '−' : '';
  const value = Math.abs(amount);
  return `${sign}₹${groupIndian(Math.floor(value / 100))}.${String(value % 100).padStart(2, '0')}`;
}

/** "US$7,349.00": dollars to the cent, grouped in thousands. */
export function formatDollars(amount: number): string {
  const whole = String(Math.floor(amount / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `US$${whole}.${String(amount % 100).padStart(2, '0')}`;
}

/** "3 %", "1.5 %". */
export function formatRate(rateBp: number): string {
  return `${rateBp / 100} %`;
}

const grams = (mg: number) => `${(mg / 1000).toFixed(3)} g`;
const carats = (hundredths: number) => `${(hundredths / 100).toFixed(2)} ct`;

/**
 * What a document prints under a line's description, one string a row, the same on the page and
 * in the PDF: SKU and ring size; metal, fineness and weights; making charge; each stone's papers;
 * the HUIDs once recorded.
 */
export function lineFactsText(
  line: TaxDocumentLine,
  document: Pick<TaxDocumentSnapshot, 'currency' | 'conversion'>,
): string[] {
  const rows: string[] = [];
  const ids = [line.sku ? `SKU ${line.sku}` : '', line.ringSize ? `Ring size US ${line.ringSize}` : ''].filter(Boolean);
  if (ids.length > 0) rows.push(ids.join(' · '));
  const facts = line.facts;
  if (facts) {
    // "18K Yellow Gold, 750"; "Platinum, 950" (a karat is said before the metal, a fineness after).
    const karat = facts.purity !== null && /K$/.test(facts.purity) ? `${facts.purity} ` : '';
    const metal = facts.metal ? `${karat}${facts.metal}${facts.fineness ? `, ${facts.fineness}` : ''}` : '';
    const weights = [
      facts.grossMg > 0 ? `Gross ${grams(facts.grossMg)}` : '',
      facts.netMetalMg !== null ? `Net metal ${grams(facts.netMetalMg)}` : '',
      facts.stoneCarats > 0 ? `Stones ${carats(facts.stoneCarats)}` : '',
    ].filter(Boolean);
    const first = [metal, ...weights].filter(Boolean);
    if (first.length > 0) rows.push(first.join(' · '));
    if (facts.making !== null) {
      const making = inRupees(facts.making, document.currency, document.conversion ?? 10_000);
      rows.push(`Making charge ${formatRupees(making)} a piece`);
    }
    for (const stone of facts.stones) {
      if (stone.lab === null && stone.certificate === null && stone.growthMethod === null && facts.metal !== null)
        continue;
      rows.push(
        [
          [stone.category, carats(stone.carats)].filter(Boolean).join(' '),
          stone.growthMethod ?? '',
          stone.lab || stone.certificate ? `${stone.lab ?? 'Certificate'} ${stone.certificate ?? ''}`.trim() : '',
        ]
          .filter(Boolean)
          .join(' · '),
      );
    }
  }
  if (line.huids.length > 0) rows.push(`HUID ${line.huids.join(', ')}`);
  return rows;
}
