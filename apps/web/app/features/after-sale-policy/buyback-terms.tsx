import type { AfterSalePolicy, ValueTerms } from '@facet/contracts/after-sale-policy';
import { buybackValue } from '@facet/contracts/after-sale-values';
import type { MetalRecord } from '@facet/contracts/metals';
import { toMinor } from '@facet/contracts/money';
import { formatNumber } from '@facet/contracts/number-text';
import { formatMoney } from '../../lib/format.ts';

/*
 * The buyback and exchange terms on the warranty page (decision 030), with a worked example
 * reckoned by the same function as each delivered order's values, at today's rate: a 4 g 18K
 * gold ring whose 0.5 ct natural diamond cost ₹75,000.
 */

const EXAMPLE_METAL = 'Yellow Gold';
const EXAMPLE_GRAMS = 4;
const EXAMPLE_DIAMOND_PAID = 75_000;

const percent = (value: number) => `${formatNumber(value, { grouping: 'indian', maximumFractionDigits: 2 })} %`;

function termsSentence(terms: ValueTerms): string {
  const metal =
    terms.metalDeduction === 0
      ? 'its metal at today’s rate'
      : `its metal at today’s rate less ${percent(terms.metalDeduction)}`;
  return `${metal}, plus ${percent(terms.setNatural)} of what you paid for natural diamonds set in it and ${percent(terms.setLabGrown)} for laboratory-grown ones. A loose stone: ${percent(terms.looseNatural)} of what you paid for a natural diamond, ${percent(terms.looseLabGrown)} for a laboratory-grown one and ${percent(terms.moissanite)} for moissanite.`;
}

export function BuybackTerms({ policy, metals }: { policy: AfterSalePolicy; metals: readonly MetalRecord[] }) {
  const gold = metals.find((metal) => metal.name === EXAMPLE_METAL);
  const rates = {
    metals: metals.map((metal) => ({ name: metal.name, pricePerUnit: toMinor(metal.pricePerUnit) })),
    conversion: 1,
  };
  const example = buybackValue(
    {
      kind: 'product',
      metal: EXAMPLE_METAL,
      fineness: 750,
      netMetalMg: EXAMPLE_GRAMS * 1000,
      stoneKind: 'natural',
      stonesPaid: toMinor(EXAMPLE_DIAMOND_PAID),
    },
    rates,
    policy,
  );
  return (
    <section id="buyback" aria-labelledby="buyback-title" data-testid="buyback-terms">
      <h2 id="buyback-title">Buyback and exchange</h2>
      <p>
        Whenever you wish, we buy back any piece we made, or take it towards a new one. We pay{' '}
        {termsSentence(policy.buyback)}
      </p>
      <p>Towards an exchange we count {termsSentence(policy.exchange)}</p>
      {example && gold ? (
        <div className="not-prose my-6 rounded-sm border border-line bg-white/60 p-5" data-testid="buyback-example">
          <h3 className="font-display text-xl text-ink">An example at today’s rate</h3>
          <p className="mt-2 text-sm leading-6 text-graphite">
            A {EXAMPLE_GRAMS} g 18K gold ring whose 0.5 ct natural diamond cost{' '}
            {formatMoney(toMinor(EXAMPLE_DIAMOND_PAID), 'INR')}, with gold at{' '}
            {formatMoney(toMinor(gold.pricePerUnit), 'INR')} a gram today:
          </p>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-stone">We would buy it back for</dt>
              <dd className="font-display text-2xl text-ink figures">{formatMoney(example.buyback, 'INR')}</dd>
            </div>
            <div>
              <dt className="text-stone">Worth towards an exchange</dt>
              <dd className="font-display text-2xl text-ink figures">{formatMoney(example.exchange, 'INR')}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      <p>
        Each delivered order in your account shows what its pieces are worth back today. The metal follows the day’s
        rate, so the figures move with it.
      </p>
    </section>
  );
}
