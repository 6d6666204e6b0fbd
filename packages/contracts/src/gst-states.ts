/*
 * India's states and union territories with their GST state codes: the first two digits of
 * every GSTIN registered there, and what decides whether a sale is within the shop's own state
 * (CGST + SGST) or to another (IGST). The codes are the GST Network's; a code that is no
 * longer given to new registrations (25 Daman and Diu, merged into 26 in 2020; 28, Andhra
 * Pradesh before Telangana was made, now 37) is left out, as are 97 (other territory) and 99
 * (centre jurisdiction), which no shop's registered address is in.
 */

export const gstStates = [
  { code: '01', name: 'Jammu and Kashmir', unionTerritory: true },
  { code: '02', name: 'Himachal Pradesh', unionTerritory: false },
  { code: '03', name: 'Punjab', unionTerritory: false },
  { code: '04', name: 'Chandigarh', unionTerritory: true },
  { code: '05', name: 'Uttarakhand', unionTerritory: false },
  { code: '06', name: 'Haryana', unionTerritory: false },
  { code: '07', name: 'Delhi', unionTerritory: true },
  { code: '08', name: 'Rajasthan', unionTerritory: false },
  { code: '09', name: 'Uttar Pradesh', unionTerritory: false },
  { code: '10', name: 'Bihar', unionTerritory: false },
  { code: '11', name: 'Sikkim', unionTerritory: false },
  { code: '12', name: 'Arunachal Pradesh', unionTerritory: false },
  { code: '13', name: 'Nagaland', unionTerritory: false },
  { code: '14', name: 'Manipur', unionTerritory: false },
  { code: '15', name: 'Mizoram', unionTerritory: false },
  { code: '16', name: 'Tripura', unionTerritory: false },
  { code: '17', name: 'Meghalaya', unionTerritory: false },
  { code: '18', name: 'Assam', unionTerritory: false },
  { code: '19', name: 'West Bengal', unionTerritory: false },
  { code: '20', name: 'Jharkhand', unionTerritory: false },
  { code: '21', name: 'Odisha', unionTerritory: false },
  { code: '22', name: 'Chhattisgarh', unionTerritory: false },
  { code: '23', name: 'Madhya Pradesh', unionTerritory: false },
  { code: '24', name: 'Gujarat', unionTerritory: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', unionTerritory: true },
  { code: '27', name: 'Maharashtra', unionTerritory: false },
  { code: '29', name: 'Karnataka', unionTerritory: false },
  { code: '30', name: 'Goa', unionTerritory: false },
  { code: '31', name: 'Lakshadweep', unionTerritory: true },
  { code: '32', name: 'Kerala', unionTerritory: false },
  { code: '33', name: 'Tamil Nadu', unionTerritory: false },
  { code: '34', name: 'Puducherry', unionTerritory: true },
  { code: '35', name: 'Andaman and Nicobar Islands', unionTerritory: true },
  { code: '36', name: 'Telangana', unionTerritory: false },
  { code: '37', name: 'Andhra Pradesh', unionTerritory: false },
  { code: '38', name: 'Ladakh', unionTerritory: true },
] as const;

export type GstState = (typeof gstStates)[number];
export type GstStateCode = GstState['code'];

export const gstStateCodes = gstStates.map((state) => state.code) as [GstStateCode, ...GstStateCode[]];

/** Where the shop is registered unless the Admin says otherwise. */
export const DEFAULT_GST_STATE_CODE: GstStateCode = '27';

const byCode = new Map<string, GstState>(gstStates.map((state) => [state.code, state]));

/** The state or union territory of a GST state code, or undefined for a code that is none. */
export function gstStateOf(code: string): GstState | undefined {
  return byCode.get(code);
}

/** Whether `code` is one of the two-digit codes above. */
export function isGstStateCode(code: string): code is GstStateCode {
  return byCode.has(code);
}

/** Older and shorter spellings people write for a state, e.g. in the configuration. */
const aliases: Record<string, GstStateCode> = {
  orissa: '21',
  pondicherry: '34',
  'new delhi': '07',
  'nct of delhi': '07',
  'national capital territory of delhi': '07',
  'jammu & kashmir': '01',
  'andaman & nicobar islands': '35',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
};

/**
 * The code of a state written as a name ("Maharashtra", "maharashtra", "Orissa") or as its
 * code ("27"); undefined when it names none.
 */
export function gstStateCodeFor(text: string): GstStateCode | undefined {
  const written = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (isGstStateCode(written)) return written;
  const state = gstStates.find((candidate) => candidate.name.toLowerCase() === written);
  return state?.code ?? aliases[written];
}
