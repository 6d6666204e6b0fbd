import { describe, expect, it } from 'vitest';
import { createInquiryInput, inquiryListQuery, inquiryReference, isHoneypotFilled } from './inquiries.ts';
import { describeIssues } from './zod.ts';

const valid = { name: 'Asha Menon', email: 'Asha@Example.org', message: 'Is the oval stone still available?' };

function problems(input: object) {
  const parsed = createInquiryInput.safeParse(input);
  return parsed.success ? [] : describeIssues(parsed.error.issues);
}

describe('an inquiry as sent', () => {
  it('takes the e-mail in lower case, no phone and no SKU as none, and a phone as typed in India', () => {
    expect(createInquiryInput.parse(valid)).toEqual({
      kind: 'question',
      name: 'Asha Menon',
      email: 'asha@example.org',
      message: 'Is the oval stone still available?',
      phoneNumber: null,
      sku: null,
    });
    expect(createInquiryInput.parse({ ...valid, phoneNumber: '098200 12345', sku: ' LG-101 ' })).toMatchObject({
      phoneNumber: '+919820012345',
      sku: 'LG-101',
    });
    expect(createInquiryInput.parse({ ...valid, phoneNumber: '', sku: '' })).toMatchObject({
      phoneNumber: null,
      sku: null,
    });
  });

  it('is a question unless it says it is a complaint', () => {
    expect(createInquiryInput.parse({ ...valid, kind: 'complaint' }).kind).toBe('complaint');
    expect(problems({ ...valid, kind: 'grievance' })).toEqual(['kind: must be a question or a complaint']);
  });

  it('gives each kind its reference', () => {
    expect(inquiryReference({ kind: 'complaint', id: 42 })).toBe('CMP-000042');
    expect(inquiryReference({ kind: 'question', id: 1234567 })).toBe('INQ-1234567');
  });

  it('names each problem in a sentence', () => {
    expect(problems({ ...valid, phoneNumber: 'call me', message: 'Hi', sku: 'LG\u200B101' })).toEqual([
      'phoneNumber: must be a phone number, e.g. +91 98200 12345',
      'message: must be at least 10 characters',
      'sku: must not contain invisible or direction-changing characters',
    ]);
  });

  it('tells a filled-in honeypot from an empty one', () => {
    expect(isHoneypotFilled(createInquiryInput.parse({ ...valid, website: 'https://spam.example' }))).toBe(true);
    expect(isHoneypotFilled(createInquiryInput.parse({ ...valid, website: '  ' }))).toBe(false);
    expect(isHoneypotFilled(createInquiryInput.parse(valid))).toBe(false);
  });
});

describe('the inquiry list query', () => {
  it('defaults to the first page of 20, all states and kinds', () => {
    expect(inquiryListQuery.parse({})).toEqual({ pageNo: 1, pageSize: 20, search: '', state: 'all', kind: 'all' });
  });

  it('lists one kind, and refuses a kind that is none', () => {
    expect(inquiryListQuery.parse({ kind: 'complaint' }).kind).toBe('complaint');
    expect(inquiryListQuery.safeParse({ kind: 'grievance' }).success).toBe(false);
  });
});
