/*
 * An amount in words as Indian documents write it: grouped in crores, lakhs, thousands and
 * hundreds (not millions), the paise after "and", ending in "only" so nothing can be added —
 * "Rupees Six Lakh Fifty-Five Thousand Four Hundred Twenty-Nine and Sixteen Paise only".
 */

const ones = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1–99: "Seven", "Nineteen", "Forty", "Fifty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  const unit = n % 10;
  return unit === 0 ? tens[Math.floor(n / 10)]! : `${tens[Math.floor(n / 10)]}-${ones[unit]}`;
}

/** 1–999: "Four Hundred Twenty-Nine". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds > 0 ? `${ones[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, the Indian way: "Twelve Crore Thirty-Four Lakh Five Thousand Six". */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('a whole number of zero or more');
  if (value === 0) return ones[0];
  const crores = Math.floor(value / 1_00_00_000);
  const lakhs = Math.floor((value % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((value % 1_00_000) / 1_000);
  const rest = value % 1_000;
  return [
    // Above 99 crore the crores are themselves counted the Indian way: "One Thousand Crore".
    crores > 0 ? `${numberInWords(crores)} Crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} Lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in paise, in words: "Rupees One Lakh and Fifty Paise only"; "Rupees Zero only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('an amount in paise of zero or more');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest > 0 ? ` and ${belowHundred(rest)} Paise` : ''} only`;
}
