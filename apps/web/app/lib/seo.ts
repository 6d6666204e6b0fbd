import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../root.tsx';

/*
 * Every public page has its own title, description and canonical URL, plus Open
 * Graph tags for sharing. The canonical URL is the path on PUBLIC_URL, without the query,
 * unless the page names its own (a search's results: the term is the page).
 */

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

export interface PageSeo {
  title: string;
  description: string;
  /** A picture for link previews, a path under the site. */
  image?: string;
  noindex?: boolean;
  /** The page's address when its query is part of what it is (path and query, normalised). */
  canonicalPath?: string;
  /** The full title as is, without " | business name". */
  exactTitle?: boolean;
  /**
   * False for a page that stands for no other and should not be indexed itself (a gone page,
   * answered 410): no canonical link and no og:url, rather than one pointing somewhere misleading.
   */
  canonical?: false;
}

export function rootDataOf(args: MetaArgsLike): RootData | undefined {
  return args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

export function pageMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const root = rootDataOf(args);
  const businessName = root?.company.businessName ?? 'Facet';
  const origin = root?.publicUrl ?? '';
  const title = page.exactTitle ? page.title : `${page.title} | ${businessName}`;
  const url = `${origin}${page.canonicalPath ?? args.location.pathname}`;
  const addressed = page.canonical !== false;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    ...(addressed ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: businessName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    ...(addressed ? [{ property: 'og:url', content: url }] : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  if (page.image) meta.push({ property: 'og:image', content: `${origin}${page.image}` });
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}

/** A page that sells one thing (a piece, a stone): an Open Graph product, with its price. */
export function productPageMeta(
  args: MetaArgsLike,
  page: PageSeo,
  offer: { price: number; currency: string },
): MetaDescriptor[] {
  return [
    ...pageMeta(args, page).filter((tag) => !('property' in tag && tag.property === 'og:type')),
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: offer.price.toFixed(2) },
    { property: 'product:price:currency', content: offer.currency },
  ];
}
