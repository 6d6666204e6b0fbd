import { ringSizes } from '@facet/contracts/ring-sizes';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { blogPosts } from '../schema/blog.ts';
import { media } from '../schema/media.ts';
import { users } from '../schema/users.ts';
import { DEMO_MEDIA_KEY_PREFIX } from './demo-catalogue/pictures.ts';

/*
 * The demo blog: three published guides shoppers of a diamond jeweller ask for — the 4Cs,
 * natural against lab-grown diamonds, and finding a ring size (its table from the shop's own
 * ring-size list). Their covers are pictures of the demo catalogue, and they are dated weeks
 * before the database was seeded. Idempotent: a post whose slug exists is left alone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoPost {
  slug: string;
  title: string;
  summary: string;
  /** A demo catalogue picture's name (packages/db/demo-media). */
  cover: string;
  daysAgo: number;
  body: string;
}

const fourCs = `Every diamond is different, and four qualities describe how it looks and what it costs: **cut**, **colour**, **clarity** and **carat**. Gemmologists call them the 4Cs. They were set down by the Gemological Institute of America (GIA) in the 1950s and every grading laboratory in the world, IGI and GIA among them, uses them today. Knowing what each one means lets you choose where to spend and where to save.

## Cut: the one that makes it sparkle

Cut is not the shape (round, oval, pear…) but how well the stone's facets are angled and proportioned. A well-cut diamond takes the light that enters through the top, bounces it between the facets underneath and sends it back to your eye as brightness, fire (flashes of colour) and scintillation (the sparkle when it moves). Cut too deep or too shallow, it leaks light out of the bottom and looks dark or glassy, whatever its other grades.

Laboratories grade the cut of round diamonds from **Excellent** (GIA) or **Ideal** (IGI) down to **Poor**. For fancy shapes there is no cut grade, so look at polish and symmetry, and at the stone itself.

> If you compromise on one of the 4Cs, never make it the cut. A well-cut stone a grade lower in colour or clarity will look better than a poorly cut one graded higher.

## Colour: how white is white

Most diamonds have a faint yellow or brown tint. The scale runs from **D** (colourless) to **Z** (light yellow):

- **D, E, F** – colourless. The rarest and most expensive; the difference between them is visible only to a trained grader comparing stones side by side.
- **G, H, I, J** – near colourless. Looks white to almost everyone once set, and costs noticeably less. G and H are the sweet spot for most engagement rings.
- **K and below** – a warm tint you can see. Lovely in yellow or rose gold, which warms every stone anyway.

The metal matters: in 18K white gold or platinum choose G–H or better; in yellow or rose gold, I–J looks just as white to the eye.

## Clarity: the stone's fingerprint

Nearly every natural diamond has tiny crystals, feathers or clouds inside it (inclusions) and small marks on its surface (blemishes). Clarity grades how many there are, how big, and where:

| Grade | Meaning | Visible to the eye? |
|:--|:--|:--|
| FL, IF | Flawless, internally flawless | No |
| VVS1, VVS2 | Very, very slightly included | No, even under 10× only with difficulty |
| VS1, VS2 | Very slightly included | No |
| SI1, SI2 | Slightly included | Sometimes, in larger stones |
| I1, I2, I3 | Included | Usually |

What you want is an **eye-clean** stone: nothing you can see without a loupe. For most sizes that means VS2 or SI1. Pay for higher clarity only if rarity itself matters to you.

## Carat: weight, not size

A carat is a unit of weight, 0.2 grams. A 1-carat round diamond measures about 6.4 mm across; a 2-carat one is only about 8.1 mm, not twice as wide. Prices climb steeply at the "magic" weights (0.50, 0.75, 1.00, 1.50, 2.00 ct), so a 0.92-carat stone can cost far less than a 1.00-carat one and look the same on the hand.

Two stones of the same weight can also look different sizes: a deep, poorly cut diamond hides weight underneath, where nobody sees it.

## Putting the 4Cs together

1. **Fix your budget** and the shape you love.
2. **Put cut first:** Excellent or Ideal for round stones.
3. **Choose colour by metal:** G–H for white metals, I–J for yellow and rose gold.
4. **Look for eye-clean**, usually VS2–SI1.
5. **Let carat be what remains** – and consider a weight just under a magic number.

Every diamond over 0.30 carat in our shop comes with its IGI or GIA certificate, and our [diamond search](/collections/diamonds) lets you filter by every one of the 4Cs. If you would like a second opinion on a stone, [ask us](/contact-us): a gemmologist will look at it for you.
`;

const naturalVsLab = `A lab-grown diamond is a real diamond. It is the same carbon, in the same crystal structure, with the same hardness, brilliance and fire as a diamond mined from the earth. The difference is where and how quickly it formed: over a billion years deep underground, or over a few weeks in a laboratory. Here is what that means for the stone you choose.

## How each is made

**Natural diamonds** formed 150 to 200 km below the surface, under enormous heat and pressure, and were carried up by volcanic eruptions. They are mined in Botswana, Russia, Canada, Australia and a few other countries, then cut and polished – very many of them in Surat, Gujarat.

**Lab-grown diamonds** are made by one of two methods:

- **HPHT** (high pressure, high temperature) recreates the conditions of the earth's mantle in a press.
- **CVD** (chemical vapour deposition) builds the crystal atom by atom from a carbon-rich gas onto a thin diamond seed.

Both produce diamond, not an imitation. Moissanite and cubic zirconia are different materials that only look like diamond.

## Can anyone tell the difference?

Not by eye, and not with a jeweller's loupe. Telling them apart takes laboratory instruments that read how the crystal grew. That is why every lab-grown diamond we sell is grown in India and certified by IGI, and its report – and a tiny laser inscription on the girdle – says it is laboratory-grown and how it was grown. A certificate is the only way to be sure of what you are buying, whichever you choose.

## Side by side

| | Natural | Lab-grown |
|:--|:--|:--|
| Material | Diamond (carbon) | Diamond (carbon) |
| Hardness | 10 (Mohs) | 10 (Mohs) |
| Graded with the 4Cs | Yes | Yes |
| Price for the same grades | Higher | Often 60–80% lower |
| Rarity | Finite, billions of years old | Made to order |
| Resale value | Keeps part of its value | Little resale value today |

## Price and value

For the same cut, colour, clarity and carat, a lab-grown diamond usually costs a fraction of a natural one. Many couples use the difference to choose a larger stone, a better colour, or a platinum setting instead of gold.

The other side of the coin is value over time. Natural diamonds are finite and have an established resale market; lab-grown prices have fallen as production has grown, and a lab-grown stone is best thought of as a beautiful thing to wear rather than an investment.

## The environment and ethics

Both can be responsible choices. Our natural diamonds come only from suppliers who comply with the Kimberley Process, which keeps conflict diamonds out of the trade, and mining supports whole economies in southern Africa. Lab-grown diamonds need no mining, though growing them uses a great deal of electricity: ask how a stone was grown and powered if that matters to you.

## Questions to ask before you buy

- **Is there a certificate, and from which laboratory?** It should name the stone as natural or laboratory-grown and give its 4Cs.
- **Does the number on the certificate match the inscription on the stone?** Ask to see it under magnification.
- **For a lab-grown stone, how was it grown?** HPHT and CVD are both fine; some CVD stones are treated after growth, and the report says so.
- **What is the return and upgrade policy?** Ask before you buy, not after.

## Which should you choose?

Choose **natural** if rarity and a story a billion years old mean something to you, or if you want the stone to hold part of its value. Choose **lab-grown** if you want the most diamond for your budget, with exactly the same look.

Whichever you prefer, judge the stone by its 4Cs – read [our guide to them](/blogs/the-4cs-of-diamonds) – and by its certificate. You can browse both in our [diamond search](/collections/diamonds) by choosing *Natural diamond* or *Lab-grown diamond*, and our gemmologists are happy to show you the two side by side.
`;

const ringSizeTable = [
  '| US size | Indian size | Inside circumference | Inside diameter |',
  '|--:|--:|--:|--:|',
  ...ringSizes
    .filter((size) => Number(size.us) >= 4 && Number(size.us) <= 12)
    .map((size) => {
      const diameter = (11.63 + 0.8128 * Number(size.us)).toFixed(1);
      return `| ${size.us} | ${size.indian} | ${size.circumferenceMm.toFixed(1)} mm | ${diameter} mm |`;
    }),
].join('\n');

const ringSize = `A ring that fits slides over the knuckle with a little resistance and then sits snugly, without spinning or leaving a mark. Getting the size right the first time saves a resize, which is not always possible: eternity bands set with stones all the way round cannot be made larger or smaller. Here are three ways to find your size at home, and the chart to read it against.

## Before you measure

- **Measure at the end of the day.** Fingers are smallest in the morning and in the cold, largest in the evening and in the heat.
- **Measure the right finger.** The finger of your writing hand is usually a little larger.
- **Mind the knuckle.** If your knuckle is much wider than the base of your finger, choose a size that passes the knuckle: a ring that is slightly loose at the base is better than one you cannot take off.
- **Measure three times** and take the size that comes up most often.

## Method 1: measure a ring that already fits

The most reliable way at home. Take a ring worn on the same finger and measure the **inside diameter** – straight across the inside, edge to edge – with a ruler in millimetres. Read it against the chart below. If it falls between two sizes, choose the larger.

## Method 2: a strip of paper

1. Cut a strip of paper about 1 cm wide and 10 cm long.
2. Wrap it around the base of your finger, snugly but not tight.
3. Mark where the end overlaps, then lay it flat and measure from the end to the mark in millimetres.
4. That is your **inside circumference**: find it in the chart.

Paper does not stretch, which makes it better than string or thread, which always gives a size too large.

## Method 3: be sized by a jeweller

A jeweller's metal ring sizer is the most accurate of all. Any local jeweller will size you in a minute, or [book a visit](/contact-us) to our Mumbai studio and we will size you ourselves.

## The ring-size chart

The shop's sizes are US sizes, with the Indian size beside each. Indian sizes follow the inside circumference (size *n* is about 40 + *n* mm round); US sizes follow the inside diameter.

${ringSizeTable}

## Wide bands and comfort fit

A band wider than about 6 mm covers more of the finger and feels tighter. For a wide band choose **half a size up** from what you measured. Our comfort-fit bands, rounded on the inside, slip on more easily and usually need no change.

## Buying a ring as a surprise

If the ring is a surprise, borrow a ring your partner wears on the same finger of the same hand and draw around the inside on paper, or press it into a bar of soap. Their closest friend or family often knows their size too. If you are still unsure, choose a design that can be resized – a solitaire or a plain band – and a size in the middle of the range: **US 6 to 6.5** (Indian 12–13) for most women, **US 9 to 10** (Indian 20–22) for most men.

## Sizes for stacking and for men

Stacking several thin bands together makes them fit like one wide band, so size a stack half a size up, as you would a wide band. Men's rings are usually wider and heavier; most men wear between US 8 and 11 (Indian 17–25). Thumb rings and rings worn on the upper part of the finger need a separate measurement.

## If it does not fit

Most rings can be made up to about two sizes larger or smaller, and we resize one ring free of charge within 60 days of delivery – see our [lifetime warranty](/lifetime-warranty) for the details. Eternity rings cannot be resized without disturbing their settings, so measure twice before ordering one.
`;

const demoPosts: readonly DemoPost[] = [
  {
    slug: 'the-4cs-of-diamonds',
    title: 'The 4Cs of diamonds',
    summary:
      'Cut, colour, clarity and carat: what each of the four grades on a diamond certificate means, and where to spend and where to save.',
    cover: 'elara-solitaire-ring-white',
    daysAgo: 62,
    body: fourCs,
  },
  {
    slug: 'natural-vs-lab-grown-diamonds',
    title: 'Natural vs lab-grown diamonds',
    summary:
      'Both are real diamonds. How they are made, whether anyone can tell them apart, and how price, value and ethics compare.',
    cover: 'aurora-halo-ring-white',
    daysAgo: 41,
    body: naturalVsLab,
  },
  {
    slug: 'how-to-find-your-ring-size',
    title: 'How to find your ring size',
    summary:
      'Three ways to measure your ring size at home, the US and Indian size chart, and what to do for wide bands and surprise proposals.',
    cover: 'heirloom-court-band-yellow',
    daysAgo: 19,
    body: ringSize,
  },
];

export async function seedDemoBlog(db: Database): Promise<void> {
  const keys = demoPosts.map((post) => `${DEMO_MEDIA_KEY_PREFIX}${post.cover}`);
  const covers = await db.select({ id: media.id, key: media.key }).from(media).where(inArray(media.key, keys));
  const coverId = new Map(covers.map((cover) => [cover.key, cover.id]));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  const now = Date.now();
  await db
    .insert(blogPosts)
    .values(
      demoPosts.map((post) => {
        const publishedAt = new Date(now - post.daysAgo * DAY_MS);
        return {
          slug: post.slug,
          title: post.title,
          summary: post.summary,
          body: post.body,
          coverMediaId: coverId.get(`${DEMO_MEDIA_KEY_PREFIX}${post.cover}`) ?? null,
          state: 'published' as const,
          publishedAt,
          authorId: admin?.id ?? null,
          createDate: new Date(publishedAt.getTime() - 2 * DAY_MS),
          updateDate: publishedAt,
        };
      }),
    )
    .onConflictDoNothing({ target: blogPosts.slug });
}
