import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { button, type EmailCompany, emailColours, EmailLayout, paragraph } from './email-layout.tsx';

/*
 * The saved searches' e-mails (decision 039): the digest of new matches and price falls, one a
 * shopper at most per the Admin's interval, and "it's gone" for a wish-listed stone that sold,
 * with the three closest. A collection's search (decision 047) lists pieces in the same lines: the
 * piece's metal where a stone has its grades. Prices are formatted by the caller, in the shopper's currency.
 */

export interface EmailStone {
  name: string;
  grades: string;
  price: string;
  /** The price before the fall (price falls only). */
  was: string | null;
  link: string;
  /** An absolute address: the stone's picture, or its shape drawn; a piece's picture (null: it has none). */
  picture: string | null;
}

export interface DigestSection {
  /** What the search lists: the diamond search's stones, or a collection's pieces. */
  items: 'stones' | 'pieces';
  name: string;
  /** The saved search, opened. */
  link: string;
  unsubscribe: string;
  newMatches: EmailStone[];
  priceDrops: EmailStone[];
}

const small = { ...paragraph, fontSize: 13, color: emailColours.stone };

function StoneLine({ stone }: { stone: EmailStone }) {
  return (
    <Section style={{ margin: '12px 0', borderTop: `1px solid ${emailColours.line}`, paddingTop: 12 }}>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%' }}>
        <tbody>
          <tr>
            <td style={{ width: 96, verticalAlign: 'top' }}>
              {stone.picture && (
                <img src={stone.picture} width={80} height={80} alt={stone.name} style={{ display: 'block' }} />
              )}
            </td>
            <td style={{ verticalAlign: 'top' }}>
              <Link href={stone.link} style={{ color: emailColours.ink, fontWeight: 600 }}>
                {stone.name}
              </Link>
              <Text style={{ ...small, margin: '4px 0' }}>{stone.grades}</Text>
              <Text style={{ ...paragraph, margin: 0 }}>
                {stone.was ? (
                  <>
                    <s>{stone.was}</s> now {stone.price}
                  </>
                ) : (
                  stone.price
                )}
              </Text>
            </td>
          </tr>
        </tbody>
      </table>
    </Section>
  );
}

/** "New stones (pieces, pieces and stones) for your saved searches", by what the sections list. */
export function digestSubject(sections: readonly Pick<DigestSection, 'items'>[]): string {
  const pieces = sections.some((section) => section.items === 'pieces');
  const stones = sections.some((section) => section.items === 'stones');
  const what = pieces && stones ? 'pieces and stones' : pieces ? 'pieces' : 'stones';
  return `New ${what} for your saved searches`;
}

export function SavedSearchDigestEmail({
  company,
  firstName,
  sections,
}: {
  company: EmailCompany;
  firstName: string;
  sections: DigestSection[];
}) {
  return (
    <EmailLayout company={company} preview={digestSubject(sections)} heading="Your saved searches">
      <Text style={paragraph}>Dear {firstName},</Text>
      <Text style={paragraph}>Here is what changed in the searches you saved.</Text>
      {sections.map((section) => (
        <Section key={section.link} style={{ marginTop: 24 }}>
          <Text style={{ ...paragraph, fontSize: 18, fontWeight: 600 }}>
            <Link href={section.link} style={{ color: emailColours.ink }}>
              {section.name}
            </Link>
          </Text>
          {section.newMatches.length > 0 && (
            <Text style={paragraph}>{section.items === 'pieces' ? 'New pieces' : 'New matches'}</Text>
          )}
          {section.newMatches.map((stone) => (
            <StoneLine key={stone.link} stone={stone} />
          ))}
          {section.priceDrops.length > 0 && <Text style={paragraph}>Lower prices</Text>}
          {section.priceDrops.map((stone) => (
            <StoneLine key={stone.link} stone={stone} />
          ))}
          <Text style={small}>
            <Link href={section.unsubscribe}>Stop alerts for “{section.name}”</Link>
          </Text>
        </Section>
      ))}
    </EmailLayout>
  );
}

export function StoneGoneEmail({
  company,
  firstName,
  stoneName,
  closest,
  searchLink,
}: {
  company: EmailCompany;
  firstName: string;
  stoneName: string;
  closest: EmailStone[];
  searchLink: string;
}) {
  return (
    <EmailLayout company={company} preview={`The ${stoneName} has sold`} heading="It’s gone">
      <Text style={paragraph}>Dear {firstName},</Text>
      <Text style={paragraph}>
        The {stoneName} on your wish list has sold.{' '}
        {closest.length > 0 ? 'Here are the closest we have now:' : 'Our diamond search has others like it.'}
      </Text>
      {closest.map((stone) => (
        <StoneLine key={stone.link} stone={stone} />
      ))}
      <Button href={searchLink} style={button}>
        See more stones
      </Button>
    </EmailLayout>
  );
}
