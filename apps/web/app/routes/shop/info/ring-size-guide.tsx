import { addressEndpoints } from '@facet/contracts/address-endpoints';
import { endpointUrl } from '@facet/contracts/endpoint';
import { CALIBRATION_MM } from '@facet/contracts/ring-sizer';
import { ringSizerEndpoints } from '@facet/contracts/ring-sizer-endpoints';
import { ringSizes } from '@facet/contracts/ring-sizes';
import type { Route } from './+types/ring-size-guide';
import { StaticHtml } from '../../../components/static-html.tsx';
import { InfoPage } from '../../../features/info/info-page.tsx';
import { SizerRequestForm } from '../../../features/ring-sizes/sizer-request-form.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { sessionContext } from '../../../lib/session-context.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Ring size guide',
    description:
      'Find your ring size: US, UK, Indian and European sizes with inside diameter and circumference in millimetres, and a printable ring sizer.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(sessionContext);
  if (!user) return { signedIn: false, addresses: [] };
  const answer = await apiFor(context).call(addressEndpoints.list);
  return { signedIn: true, addresses: answer.isSuccess ? answer.data : [] };
}

/** "Send me a free ring sizer": the shopper must be signed in; the API says yes or why not. */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const form = await request.formData();
  const answer = await apiFor(context).call(ringSizerEndpoints.request, {
    body: { addressId: String(form.get('addressId') ?? '') },
  });
  return answer.isSuccess
    ? { ok: true, message: 'Thank you: your ring sizer will be posted within two working days.' }
    : { ok: false, message: answer.errorMessages[0] ?? 'Your request could not be sent.' };
}

const sizerPapers = [
  { paper: 'a4', label: 'Printable sizer, A4' },
  { paper: 'letter', label: 'Printable sizer, US Letter' },
] as const;

/**
 * The ring size guide: the shop's one conversion table (contracts/ring-sizes.ts) and the
 * printable sizer in both papers. All of it is text and links: kept as the server wrote it.
 */
export default function RingSizeGuide({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <InfoPage
        title="Ring size guide"
        eyebrow="Help"
        lead="Measure a ring that fits, or the finger itself, and read your size in any system below. Every ring page and your bag use the same table."
      >
        <StaticHtml>
          <h2 id="printable-sizer">Print a ring sizer</h2>
          <p>
            The sizer has circles to lay a ring on and a strip to wrap round your finger. Print it at 100 % (“actual
            size”) and check its ruler first: the line must measure {CALIBRATION_MM} mm.
          </p>
          <ul className="not-prose flex flex-wrap gap-3" data-testid="sizer-links">
            {sizerPapers.map((entry) => (
              <li key={entry.paper}>
                <a
                  href={endpointUrl(ringSizerEndpoints.printable, { query: { paper: entry.paper } })}
                  download
                  className="button-secondary px-5 py-2.5"
                >
                  {entry.label} (PDF)
                </a>
              </li>
            ))}
          </ul>
          <h2 id="conversion-table">Size conversion table</h2>
          <p>Inside diameter and inside circumference are of the ring, in millimetres.</p>
          <div
            className="not-prose overflow-x-auto rounded-sm border border-line"
            tabIndex={0}
            role="region"
            aria-labelledby="conversion-table"
          >
            <table className="w-full min-w-[32rem] text-sm" data-testid="ring-size-table">
              <caption className="sr-only">
                Ring sizes: US, UK, India, Europe, inside diameter and circumference
              </caption>
              <thead className="bg-pearl/60 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    US
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    UK
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    India
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Europe
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Diameter (mm)
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Circumference (mm)
                  </th>
                </tr>
              </thead>
              <tbody>
                {ringSizes.map((size) => (
                  <tr key={size.us} className="border-t border-line">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {size.us}
                    </th>
                    <td className="px-3 py-2">{size.uk}</td>
                    <td className="px-3 py-2">{size.indian}</td>
                    <td className="px-3 py-2">{size.eu}</td>
                    <td className="px-3 py-2 figures">{size.diameterMm.toFixed(2)}</td>
                    <td className="px-3 py-2 figures">{size.circumferenceMm.toFixed(1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 id="measuring">Measuring well</h2>
          <ul>
            <li>Measure at the end of the day, when fingers are largest, and not when your hands are cold.</li>
            <li>A ring must pass over the knuckle: if yours is wide, choose the half size above.</li>
            <li>Between two sizes, and for a wide band, choose the larger.</li>
          </ul>
        </StaticHtml>
      </InfoPage>
      <SizerRequestForm signedIn={loaderData.signedIn} addresses={loaderData.addresses} outcome={actionData} />
    </>
  );
}
