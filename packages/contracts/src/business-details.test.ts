import { describe, expect, it } from 'vitest';
import { complaintDeadline, updateBusinessDetailsInput } from './business-details.ts';
import { describeIssues } from './zod.ts';

const valid = {
  legalName: 'Facet Fine Jewellery Private Limited',
  tradeName: 'Facet Fine Jewellery',
  address: { line1: 'Office 402', line2: '', city: 'Mumbai', stateCode: '27', postalCode: '400004' },
  gstin: '27AAPFU0939F1ZV',
  lutReference: '',
  lutDate: '',
  customerCare: { email: 'Hello@Facet.example', phone: '022 4890 2600' },
  grievanceOfficer: {
    name: 'Nalini Deshpande',
    designation: 'Grievance Officer',
    email: 'g@facet.example',
    phone: '+91 98200 77001',
  },
  complaintResolutionDays: '30',
};

function problems(input: object) {
  const parsed = updateBusinessDetailsInput.safeParse(input);
  return parsed.success ? [] : describeIssues(parsed.error.issues);
}

describe('the business details as sent', () => {
  it('takes empty optional fields as none, e-mails in lower case, phones in E.164 and days as a number', () => {
    expect(
      updateBusinessDetailsInput.parse({ ...valid, gstin: '', lutReference: null, lutDate: undefined }),
    ).toMatchObject({
      gstin: null,
      lutReference: null,
      lutDate: null,
      address: { line2: '' },
      customerCare: { email: 'hello@facet.example', phone: '+912248902600' },
      complaintResolutionDays: 30,
    });
  });

  it('keeps a GSTIN in capitals and checks it against the state chosen', () => {
    expect(updateBusinessDetailsInput.parse({ ...valid, gstin: ' 27aapfu0939f1zv' }).gstin).toBe('27AAPFU0939F1ZV');
    expect(problems({ ...valid, address: { ...valid.address, stateCode: '29' } })).toEqual([
      'gstin: This GSTIN begins with 27 (Maharashtra), but the registered address is in Karnataka (29): the first two digits must be the code of that state.',
    ]);
  });

  it('wants the LUT’s reference and date together', () => {
    expect(problems({ ...valid, lutReference: 'AD270426000123X' })).toEqual([
      'lutDate: must be given with the LUT’s reference (or leave both empty)',
    ]);
    expect(problems({ ...valid, lutReference: 'AD270426000123X', lutDate: '2026-02-30' })).toEqual([
      'lutDate: must be a date, e.g. 2026-04-01',
    ]);
    expect(problems({ ...valid, lutReference: 'AD270426000123X', lutDate: '2026-04-01' })).toEqual([]);
  });

  it('allows 1 to 30 days for a complaint', () => {
    expect(problems({ ...valid, complaintResolutionDays: 0 })).toEqual([
      'complaintResolutionDays: must be at least 1 day',
    ]);
    expect(problems({ ...valid, complaintResolutionDays: 1.5 })).toEqual([
      'complaintResolutionDays: must be a whole number of days',
    ]);
  });
});

describe('a complaint’s deadline', () => {
  it('is the India day that many days after the day it arrived, across months and years', () => {
    expect(complaintDeadline('2026-11-29', 30)).toBe('2026-12-29');
    expect(complaintDeadline('2026-12-15', 30)).toBe('2027-01-14');
    expect(complaintDeadline('2028-02-01', 30)).toBe('2028-03-02');
  });
});
