import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds' with { type: 'json' };

/*
 * Whether a shopper's text holds something a mail reader would make a link of (decision 046):
 * a hint's name and message reach a stranger's inbox, so they may carry no web or e-mail
 * address. Two readers of the same library (linkify-it, the linkifier markdown-it uses):
 *
 *   - `everyday` with linkify-it's own list of endings people read as web addresses (com, net,
 *     org, shop, info… and every two-letter country code): any link it finds is refused, bare
 *     ("evil.com", "evil.in") or not, with the schemes it knows (http, https, ftp, mailto, //),
 *     e-mail addresses and IP addresses;
 *   - `anyDomain` with every top-level domain IANA delegates (the `tlds` package, kept up to
 *     date by its maintainers): a bare "word.word" in it is ordinary writing more often than an
 *     address ("Love.You", "hello.world", "file.zip" all end in real domains), so it is refused
 *     only when it carries what only addresses carry — a path, query or fragment after it
 *     ("evil.you/claim") or more than two names ("login.evil.you").
 *
 * Two shapes linkify-it lets through are refused as well: any "scheme://" and "www." before a
 * name (a reader links both whatever follows), and anything shaped like name@host.domain even
 * with an ending IANA does not know — and a name with a real ending and a port ("evil.you:8080"),
 * which linkify-it does not report at all. Ordinary punctuation passes: "@", "Meet @ the café",
 * "see you at 8.30", "Love.You", "Size 6... or 6.5?".
 */

const everyday = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });
const anyDomain = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(tlds);

const schemeOrWww = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.[\p{L}\p{N}])/iu;
const emailShaped = /[\p{L}\p{N}._%+-]@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const nameWithPort = /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.([\p{L}\p{N}-]+):\d{1,5}(?!\d)/gu;
const knownEndings = new Set(tlds.map((ending) => ending.toLowerCase()));

/** "evil.you:8080": a name whose ending IANA delegates, followed by a port. */
function holdsNameWithPort(text: string): boolean {
  return [...text.matchAll(nameWithPort)].some(([, ending]) => knownEndings.has(ending?.toLowerCase() ?? ''));
}

/** A bare domain that carries a path, query or fragment, or three names or more. */
function readsAsAddress(raw: string): boolean {
  const host = raw.split(/[/?#]/u, 1)[0] ?? raw;
  return host !== raw || host.split('.').length > 2;
}

/** True when the text holds a web address, a domain or an e-mail address; see the file's comment. */
export function holdsAddress(text: string): boolean {
  if (schemeOrWww.test(text) || emailShaped.test(text) || holdsNameWithPort(text) || everyday.test(text)) return true;
  return (anyDomain.match(text) ?? []).some((found) => found.schema !== '' || readsAsAddress(found.raw));
}
