import type { StoneDetail } from '@facet/contracts/stones';

/*
 * A loose stone's grading report as its page states it: the lab, the report number and where a
 * shopper can check the report for themselves — on the lab's own site where the lab offers a
 * report check we can address by number, else at the certificate link staff stored.
 *
 * Report-check addresses are built only for labs whose public check page takes the report number
 * in its address, in a form we are sure of:
 *   - GIA, Report Check: https://www.gia.edu/report-check?reportno={number}
 *   - IGI, Verify Your Report: https://www.igi.org/verify-your-report/?r={number}
 * HRD, AGS, GCAL and SGL have check pages too, but we know no address of theirs that opens one
 * report by its number alone (they ask through a form, some with a second field such as the
 * carat weight), so their stones link to the stored certificate link, or to nothing.
 */

const reportChecks: Readonly<Record<string, { site: string; address: (number: string) => string }>> = {
  GIA: { site: 'GIA’s site', address: (number) => `https://www.gia.edu/report-check?reportno=${number}` },
  IGI: { site: 'IGI’s site', address: (number) => `https://www.igi.org/verify-your-report/?r=${number}` },
};

/** The lab's own report-check address for this report, or null when we build none for the lab. */
export function labReportCheckUrl(lab: string | null, reportNumber: string | null): string | null {
  const check = lab ? reportChecks[lab] : undefined;
  const number = reportNumber?.trim();
  if (!check || !number) return null;
  return check.address(encodeURIComponent(number));
}

export interface LabReport {
  /** The grading lab ("GIA"), or null when a certificate link was stored without one. */
  lab: string | null;
  /** The report (certificate) number, when known. */
  number: string | null;
  /** Where to check it: the lab's report check, or the stored certificate link; null when neither. */
  link: { href: string; label: string; onLabSite: boolean } | null;
}

/** What a stone's page says about its grading report; null for a stone sold without one. */
export function labReportOf(
  stone: Pick<StoneDetail, 'certificateLab' | 'certificateNumber' | 'certificateUrl'>,
): LabReport | null {
  const lab = stone.certificateLab;
  const number = stone.certificateNumber?.trim() || null;
  if (!lab && !number && !stone.certificateUrl) return null;
  const checked = labReportCheckUrl(lab, number);
  const report = number ? `report ${number}` : 'the report';
  let link: LabReport['link'] = null;
  if (checked) {
    link = { href: checked, label: `Check ${report} on ${reportChecks[lab!]!.site}`, onLabSite: true };
  } else if (stone.certificateUrl) {
    link = { href: stone.certificateUrl, label: `See ${lab ? `the ${lab} ` : 'the '}report`, onLabSite: false };
  }
  return { lab, number, link };
}
