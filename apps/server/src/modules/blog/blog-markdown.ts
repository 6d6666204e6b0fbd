import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/*
 * A blog post's body: Markdown written by staff, rendered to HTML here on the server with
 * `marked`, then passed through an allow-list (`sanitize-html`) before any page shows it —
 * decision 016. Markdown lets raw HTML through by design, so the allow-list is what keeps a
 * <script>, an event handler or a javascript: link from reaching a shopper's browser, whoever
 * wrote the post.
 *
 * Pictures come from the shop's own media store only (/media/…): the pages' Content-Security-
 * Policy admits no other picture source, and a picture from elsewhere would tell another site
 * who reads the post.
 */

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const EXTERNAL_LINK = /^(?:https?:|mailto:)/i;
const OWN_PICTURE = /^\/media\/[A-Za-z0-9/_.-]+$/;

const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    's',
    'a',
    'img',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    table: ['tabindex'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Dropped with everything inside them, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template', 'object'],
  transformTags: {
    // The page's title is its one h1; a heading in the body starts at h2.
    h1: 'h2',
    // A table wider than a phone scrolls sideways: it takes the keyboard's focus so it can be scrolled without a mouse.
    table: () => ({ tagName: 'table', attribs: { tabindex: '0' } }),
    // Only the link's address and title are kept; a link to another site opens no door back to this one.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(href && EXTERNAL_LINK.test(href) && !/^mailto:/i.test(href) ? { rel: 'noopener noreferrer' } : {}),
        },
      };
    },
    // A picture not from the shop's media store loses its address, and is then dropped below.
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      const { alt, title } = attribs;
      return {
        tagName,
        attribs: {
          ...(OWN_PICTURE.test(src) && !src.includes('..') ? { src } : {}),
          alt: alt ?? '',
          ...(title ? { title } : {}),
        },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Any HTML through the blog's allow-list (see the file comment). */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}

/** A post's Markdown body as HTML safe to put in a page. */
export function renderBlogMarkdown(body: string): string {
  return sanitizeBlogHtml(markdown.parse(body) as string).trim();
}
