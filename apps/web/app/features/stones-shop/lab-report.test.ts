import { describe, expect, it } from 'vitest';
import { labReportCheckUrl, labReportOf } from './lab-report.ts';

const stone = (
  certificateLab: string | null,
  certificateNumber: string | null,
  certificateUrl: string | null = null,
) => ({
  certificateLab,
  certificateNumber,
  certificateUrl,
});

describe('the lab’s report check', () => {
  it('is GIA’s Report Check and IGI’s Verify Your Report, addressed by the report number', () => {
    expect(labReportCheckUrl('GIA', '2141000001')).toBe('https://www.gia.edu/report-check?reportno=2141000001');
    expect(labReportCheckUrl('IGI', 'LG612345678')).toBe('https://www.igi.org/verify-your-report/?r=LG612345678');
  });

  it('keeps the number in its place whatever it holds', () => {
    expect(labReportCheckUrl('GIA', ' 2141 0001&x=1 ')).toBe(
      'https://www.gia.edu/report-check?reportno=2141%200001%26x%3D1',
    );
  });

  it('is not built for labs whose check address we are not sure of, nor without a number', () => {
    for (const lab of ['HRD', 'AGS', 'GCAL', 'SGL']) expect(labReportCheckUrl(lab, '123456789')).toBeNull();
    expect(labReportCheckUrl('GIA', null)).toBeNull();
    expect(labReportCheckUrl('GIA', '  ')).toBeNull();
    expect(labReportCheckUrl(null, '123')).toBeNull();
  });
});

describe('a stone’s report as its page states it', () => {
  it('names the lab and the number, and links to the lab’s own check over the stored link', () => {
    expect(labReportOf(stone('IGI', 'LG612345678', 'https://example.com/cert.pdf'))).toEqual({
      lab: 'IGI',
      number: 'LG612345678',
      link: {
        href: 'https://www.igi.org/verify-your-report/?r=LG612345678',
        label: 'Check report LG612345678 on IGI’s site',
        onLabSite: true,
      },
    });
  });

  it('falls back to the stored certificate link for another lab, or states the report without a link', () => {
    expect(labReportOf(stone('GCAL', 'GC123', 'https://example.com/gc123.pdf'))).toEqual({
      lab: 'GCAL',
      number: 'GC123',
      link: { href: 'https://example.com/gc123.pdf', label: 'See the GCAL report', onLabSite: false },
    });
    expect(labReportOf(stone('HRD', '1234567890'))).toEqual({ lab: 'HRD', number: '1234567890', link: null });
    expect(labReportOf(stone('GIA', null, 'https://example.com/gia.pdf'))?.link).toEqual({
      href: 'https://example.com/gia.pdf',
      label: 'See the GIA report',
      onLabSite: false,
    });
  });

  it('is nothing for a stone sold without a report', () => {
    expect(labReportOf(stone(null, null))).toBeNull();
  });
});
