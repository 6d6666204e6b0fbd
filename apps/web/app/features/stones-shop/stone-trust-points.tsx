import type { StoneDetail } from '@facet/contracts/stones';
import { FileText } from 'lucide-react';
import { returnsPoint, shippingPoint, TrustPointList } from '../products/product-info.tsx';
import { labReportOf } from './lab-report.ts';
import { useAfterSalePolicy } from '../../lib/after-sale-words.ts';

/**
 * A loose stone's assurances: its grading report first — the lab, the report number and a link
 * to check it (on the lab's own site where it has a report check) — then returns and insured
 * shipping. Never a hallmark: hallmarks are for metal.
 */
export function StoneTrustPoints({
  stone,
}: {
  stone: Pick<StoneDetail, 'certificateLab' | 'certificateNumber' | 'certificateUrl'>;
}) {
  const policy = useAfterSalePolicy();
  return <TrustPointList lead={<LabReportPoint stone={stone} />} points={[returnsPoint(policy), shippingPoint]} />;
}

function LabReportPoint({ stone }: { stone: Parameters<typeof labReportOf>[0] }) {
  const report = labReportOf(stone);
  let title = 'No lab report';
  let text = 'This stone is sold without a grading report.';
  if (report) {
    title = report.lab ? `Graded by ${report.lab}` : 'Grading report';
    text = report.number ? `Report number ${report.number}` : 'Its report number is on the report.';
  }
  return (
    <div className="flex items-start gap-3 p-4" data-testid="lab-report">
      <FileText className="mt-0.5 h-5 w-5 shrink-0 text-gold" strokeWidth={1.3} aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm text-ink">{title}</p>
        <p className="mt-0.5 text-xs leading-5 break-words text-stone">{text}</p>
        {report?.link ? (
          <a
            href={report.link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-block text-sm text-ink"
            data-testid="lab-report-link"
          >
            <span className="link-underline">{report.link.label}</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
