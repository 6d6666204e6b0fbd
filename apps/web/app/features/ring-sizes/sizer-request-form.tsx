import type { AddressRecord } from '@facet/contracts/addresses';
import { Form, Link, useNavigation } from 'react-router';

/*
 * "Send me a free ring sizer" on the ring size guide: a signed-in shopper picks one of their
 * addresses; signed out, a link to sign in and come back. The server says no (in a sentence) to a
 * second request while one waits, or within 30 days of the last.
 */
export function SizerRequestForm({
  signedIn,
  addresses,
  outcome,
}: {
  signedIn: boolean;
  addresses: AddressRecord[];
  outcome: { ok: boolean; message: string } | undefined;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <section aria-labelledby="free-sizer-title" className="container-page pb-12" data-testid="sizer-request">
      <div className="max-w-3xl rounded-md border border-line bg-white p-5 sm:p-6">
        <h2 id="free-sizer-title" className="font-display text-2xl">
          Send me a free ring sizer
        </h2>
        <p className="mt-2 text-sm text-graphite">
          A reusable plastic sizer, posted free to your address within two working days.
        </p>
        {!signedIn ? (
          <p className="mt-4 text-sm">
            <Link to="/login?redirectTo=%2Fring-size-guide" className="link-underline">
              Sign in
            </Link>{' '}
            to ask for one.
          </p>
        ) : addresses.length === 0 ? (
          <p className="mt-4 text-sm">
            Add an address in{' '}
            <Link to="/account" className="link-underline">
              your account
            </Link>{' '}
            first.
          </p>
        ) : (
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <label htmlFor="sizer-address" className="block text-sm text-ink">
                Post it to
              </label>
              <select
                id="sizer-address"
                name="addressId"
                className="mt-1 w-full rounded-sm border border-line bg-white px-3 py-2 text-sm"
                defaultValue={addresses.find((address) => address.isDefault)?.id ?? addresses[0]!.id}
              >
                {addresses.map((address) => (
                  <option key={address.id} value={address.id}>
                    {address.fullName}, {address.line1}, {address.city} {address.postalCode}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button-primary px-5 py-2.5" disabled={busy}>
              Send me a sizer
            </button>
          </Form>
        )}
        {outcome ? (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={`mt-4 text-sm ${outcome.ok ? 'text-emerald-800' : 'text-red-800'}`}
            data-testid="sizer-request-outcome"
          >
            {outcome.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
