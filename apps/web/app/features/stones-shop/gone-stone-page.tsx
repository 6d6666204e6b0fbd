import { stoneKindName, stoneKindPlural } from '@facet/contracts/stone-kinds';
import type { GoneStone } from '@facet/contracts/gone-pages';
import { GonePage } from '../../components/gone-page.tsx';
import { RelatedSection, relatedCardSizes } from '../../components/related-section.tsx';
import type { WishedSkus } from '../wish-list/wished-skus.ts';
import { StoneBreadcrumb } from './stone-breadcrumb.tsx';
import { StoneCard } from './stone-card.tsx';
import { StonePicture } from './stone-picture.tsx';
import { sameKindHref } from './stone-query.ts';

/** The alternatives a gone stone's page shows: one row. */
const SHOWN = 4;

/**
 * A sold or unlisted stone's page (410): it is no longer available, what it was, and the closest
 * available stones of its shape and category (nearest in carat and price, chosen by the API).
 */
export function GoneStonePage({ gone, wished }: { gone: GoneStone; wished: WishedSkus | null }) {
  const { stone } = gone;
  const kind = `${stone.stoneShape.toLowerCase()} ${stoneKindPlural(stone.stoneCategory).toLowerCase()}`;
  const what = `The ${stone.name} (${stone.sku}, ${stone.color} colour, ${stone.clarity} clarity)`;
  return (
    <GonePage
      testId="stone-gone"
      breadcrumb={<StoneBreadcrumb stone={stone} />}
      picture={
        <StonePicture
          picture={stone.image}
          stoneShape={stone.stoneShape}
          alt={stone.name}
          sizes="160px"
          loading="largest"
        />
      }
      eyebrow={gone.reason === 'sold' ? 'Sold' : stoneKindName(stone.stoneCategory)}
      title="This stone is no longer available"
      lede={
        gone.reason === 'sold'
          ? `${what} has been sold. Every stone is one of a kind — here are the closest we have, and our gemmologists can source another for you.`
          : `${what} is no longer offered in our shop. Here are the closest stones we have, and our gemmologists can source one for you.`
      }
      actions={[
        { to: sameKindHref(stone), label: `See all ${kind}` },
        { to: `/contact-us?sku=${encodeURIComponent(stone.sku)}`, label: 'Ask us to find one' },
      ]}
    >
      {gone.alternatives.length > 0 ? (
        <RelatedSection
          id="alternatives-title"
          title="The closest stones, available now"
          moreHref={sameKindHref(stone)}
          moreLabel={`All ${kind}`}
          testId="gone-alternatives"
        >
          {gone.alternatives.slice(0, SHOWN).map((card) => (
            <li key={card.id}>
              <StoneCard stone={card} headingLevel="h3" sizes={relatedCardSizes} wished={wished} />
            </li>
          ))}
        </RelatedSection>
      ) : null}
    </GonePage>
  );
}
