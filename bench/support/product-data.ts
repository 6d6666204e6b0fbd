import { genders, jewellerySubTypes, metals, ringStyles, stoneCategories, stoneShapes } from '@facet/contracts/lookups';
import type { ProductAttributes } from '@facet/contracts/product-variants';
import { SETTING_SUB_TYPE } from '@facet/contracts/ring-builder';
import { withClient } from './stone-data.ts';
import { prng } from './stone-requests.ts';

/*
 * Generated jewellery for the search benchmark: names as a shop names its pieces — a given
 * name or a flower, star or place ("Aurora", "Sitara", "Gulmohar"), often a style ("Halo",
 * "Milgrain", "Vine") and a piece word fitting the sub type ("Studs", "Pendant", "Bangle") —
 * spread over every sub type, 1–3 metals (one variant each), a ring style, a centre-stone shape
 * and carat where the type has them. Products are made in JavaScript by a seeded PRNG and
 * inserted as arrays (unnest), their variants in SQL from the attributes, chunk by chunk so
 * the product_cards trigger refreshes a chunk at a time; two pictures each.
 */

/** The variants' SKUs start with this: how a run finds the products it generated. */
export const BENCH_SKU_PREFIX = 'sb-';

export const givenNames = `
  Aurora Sitara Willow Gulmohar Amara Anaya Aria Asha Ava Bella Calla Camellia Celeste Chandni Clara Cleo
  Dahlia Daisy Delphine Diya Eden Elara Eliza Ella Elodie Ember Esme Eva Evangeline Fleur Flora Freya Gaia
  Gemma Grace Hazel Heera Helena Indira Iris Isla Ivy Jasmine Juniper Kaia Kamala Kiara Lakshmi Lara Laila
  Leela Lila Lily Lotus Luna Lyra Madhuri Maya Meera Mira Nadia Naina Nila Nisha Noor Nova Olive Opaline
  Ophelia Padma Paloma Pari Pearl Phoebe Poppy Priya Rani Rhea Riya Rosa Rosalind Roshni Ruby Saanvi Sage
  Sahana Sakura Sana Sapna Sarika Savanna Scarlett Selene Seraphina Shanti Sienna Simran Sofia Stella Suri Tara
  Tanvi Thea Tulsi Uma Vaani Vera Veda Violet Vivienne Wren Yara Zara Zoya Adele Alba Alina Amelie Anika Arya
  Audrey Beatrice Bianca Briar Carmen Cora Dalia Esther Fern Georgia Hana Ines Jaya Juno Kavya Leona Lucia
  Mabel Margot Nalini Nina Odette Pooja Quinn Reva Sasha Tia Valentina Ximena Yasmin Zinnia Ananya Bhavna Charu
  Devika Esha Gauri Ishani Jiya Kashvi Lavanya Mahika Navya Ojasvi Prisha Radha Shreya Trisha Urvi Vanya Yashvi
  Amaltas Champa Chameli Kesar Mogra Palash Parijat Rajnigandha Kadamb Ashoka Monsoon Saffron Marigold Magnolia
  Orchid Peony Primrose Tulip Jacaranda Wisteria Azalea Laurel Cypress Cedar Aspen Hawthorn Bramble Clover
  Meadow Harbour Solstice Equinox Nebula Comet Orion Vega Polaris Andromeda Cassiopeia Halcyon Serenity Harmony
  Promise Destiny Forever Always Radiance Lumiere Etoile Soleil Minuit Rivage Coral Lagoon Ripple Glacier Frost
  Aurelia Beatrix Cosima Dorothea Emmeline Florence Genevieve Henrietta Imogen Josephine Katarina Lorelei
  Marguerite Nerissa Octavia Persephone Rosamund Tallulah Ursula Winifred Anjali Damini Ekta Hema Kiran Madhavi
  Nandini Pallavi Rukmini Sharmila Sunaina Vasundhara Avani Bhoomi Chhaya Dhara Gayatri Hiral Ira Jhanvi
  Kalyani Malini Neha Oviya Pavani Rachana Sanjana Tejal Ujjwala Varsha Yamini
`
  .trim()
  .split(/\s+/);

export const styleWords = `
  Halo, Hidden Halo, Solitaire, Eternity, Half Eternity, Vine, Milgrain, Pave, Micro Pave, Twist, Cathedral,
  Petite, Knife Edge, Bezel, Cluster, Floral, Leaf, Infinity, Art Deco, Baguette, Starburst, Celestial,
  Crescent, Braided, Rope, Scalloped, Filigree, Heirloom, Classic, Signature, Three Stone, Toi Et Moi,
  Split Shank, Channel Set, Prong Set, Trellis, Sunburst, Vintage, Nature, Organic, Tapered, Graduated,
  Station, Cascade, Kundan, Polki, Temple
`
  .trim()
  .split(/\s*,\s*/);

const piecesByType: Record<string, readonly string[]> = {
  Ring: ['Ring', 'Band', 'Engagement Ring', 'Wedding Band', 'Stacking Ring', 'Promise Ring'],
  Earring: ['Studs', 'Drops', 'Hoops', 'Huggies', 'Earrings', 'Climbers', 'Jhumkas', 'Danglers', 'Ear Cuffs'],
  Pendant: ['Pendant', 'Charm', 'Locket', 'Solitaire Pendant'],
  Necklace: ['Necklace', 'Chain', 'Choker', 'Lariat', 'Collar', 'Riviera'],
  Bracelet: ['Bracelet', 'Bangle', 'Cuff', 'Tennis Bracelet', 'Kada', 'Chain Bracelet'],
};

/** Every piece word, for the typo and multi-word terms. */
export const pieceWords = [...new Set(Object.values(piecesByType).flat())];

const subTypeWeights = [14, 10, 6, 4, 3, 3, 12, 8, 7, 3, 10, 8, 6, 6];
const centreCarats = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];
const totalCarats = [0.25, 0.5, 0.75, 1, 1.5, 2, 3];
const colourGrades = ['D', 'E', 'F', 'G', 'H'];
const clarityGrades = ['VVS1', 'VVS2', 'VS1', 'VS2', 'SI1'];

interface GeneratedProduct {
  name: string;
  description: string;
  subType: string;
  gender: string;
  stoneCategory: string | null;
  hasAttachedStone: boolean;
  attributes: ProductAttributes;
  ageMinutes: number;
}

function generateProduct(random: () => number): GeneratedProduct {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  let left = random() * subTypeWeights.reduce((a, b) => a + b, 0);
  let s = 0;
  while (left >= subTypeWeights[s]!) left -= subTypeWeights[s++]!;
  const subType = jewellerySubTypes[s]!;
  const piece = pick(piecesByType[subType.type]!);
  const style = pick(styleWords);
  const metalCount = 1 + Math.floor(random() * 3);
  const firstMetal = Math.floor(random() * metals.length);
  const productMetals = Array.from({ length: metalCount }, (_, i) => metals[(firstMetal + i) % metals.length]!.name);
  const isBand = subType.name === 'Wedding Band' || subType.name === 'Couple Band';
  const hasCentre = subType.type !== 'Bracelet' && !isBand && random() < 0.85;
  const shape = hasCentre ? (random() < 0.4 ? 'Round' : pick(stoneShapes)) : null;
  const r = random();
  const template = r < 0.55 ? 'name style piece' : r < 0.75 ? 'name piece' : r < 0.9 ? 'name shape style piece' : 'the';
  const given = pick(givenNames);
  const name =
    template === 'name style piece'
      ? `${given} ${style} ${piece}`
      : template === 'name piece'
        ? `${given} ${piece}`
        : template === 'name shape style piece'
          ? `${given} ${shape ?? pick(stoneShapes)} ${style} ${piece}`
          : `The ${given} ${piece}`;
  const category = random();
  return {
    name,
    description: `A ${style.toLowerCase()} ${piece.toLowerCase()} in ${productMetals.join(', ')}${shape ? `, set with a ${shape.toLowerCase()} centre stone` : ''}.`,
    subType: subType.name,
    gender: random() < 0.8 ? genders[0] : pick(genders),
    stoneCategory: category < 0.45 ? stoneCategories[1] : category < 0.8 ? stoneCategories[0] : stoneCategories[2],
    // Half the engagement rings with a centre stone are settings; a setting is never anything else.
    hasAttachedStone: random() < 0.5 || subType.name !== SETTING_SUB_TYPE || shape === null,
    attributes: {
      metalAttribute: productMetals,
      ringStyleAttribute:
        subType.type === 'Ring' ? [isBand ? pick(['Classic', 'Pave', 'Prong', 'Solid']) : pick(ringStyles)] : [],
      centerStoneShapeAttribute: shape ? [{ shape, carats: [pick(centreCarats)] }] : [],
      widthAttribute: [],
      totalCaratAttribute: random() < 0.5 ? [pick(totalCarats)] : [],
    },
    ageMinutes: Math.floor(random() * 2 * 365 * 24 * 60),
  };
}

const CHUNK = 10_000;

/**
 * Adds `count` listed products (1–3 variants each, priced plausibly, two pictures each).
 * Deterministic: the same seed gives the same catalogue. Then VACUUM ANALYZE.
 */
export async function generateProducts(url: string, count: number, seed = 11): Promise<void> {
  const random = prng(seed);
  await withClient(url, async (client) => {
    for (let done = 0; done < count; done += CHUNK) {
      const products = Array.from({ length: Math.min(CHUNK, count - done) }, () => generateProduct(random));
      const colour = (p: GeneratedProduct) => (p.attributes.centerStoneShapeAttribute.length ? p : null);
      const { rows } = await client.query<{ first: number; last: number }>(
        `with inserted as (
           insert into products (name, description, sub_type_id, base_weight, gender_id, stone_category_id,
                                 stone_color, stone_clarity, has_attached_stone, is_listed, attributes, create_date)
           select x.name, x.description, st.id, 2500 + (x.n * 37) % 4000, g.id, sc.id, x.colour, x.clarity,
                  x.attached, true, x.attributes, now() - make_interval(mins => x.age)
             from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::jsonb[],
                         $8::int[], $9::text[], $10::text[]) with ordinality
                    as x(name, description, sub_type, gender, category, attached, attributes, age, colour, clarity, n)
             join jewellery_sub_types st on st.name = x.sub_type
             join genders g on g.name = x.gender
             left join stone_categories sc on sc.name = x.category
            order by x.n
           returning id)
         select min(id) as first, max(id) as last from inserted`,
        [
          products.map((p) => p.name),
          products.map((p) => p.description),
          products.map((p) => p.subType),
          products.map((p) => p.gender),
          products.map((p) => p.stoneCategory),
          products.map((p) => p.hasAttachedStone),
          products.map((p) => JSON.stringify(p.attributes)),
          products.map((p) => p.ageMinutes),
          products.map((p) => (colour(p) ? colourGrades[Math.floor(random() * colourGrades.length)]! : null)),
          products.map((p) => (colour(p) ? clarityGrades[Math.floor(random() * clarityGrades.length)]! : null)),
        ],
      );
      const { first, last } = rows[0]!;
      // One variant per metal; the product_cards trigger refreshes this chunk's cards.
      await client.query(
        `insert into product_variants (product_id, sku, metal_id, ring_style_id, center_stone_shape_id,
                                       center_stone_carat, total_carat, weight, stone_cost, price_inr,
                                       list_price_inr, price_usd, list_price_usd, position)
         select p.id, '${BENCH_SKU_PREFIX}' || p.id || '-' || m.ord, mt.id, rs.id, ss.id, v.carat, v.total,
                p.base_weight, coalesce(v.carat, 0) * 40000, v.price, v.price, v.price * 100 / 8845,
                v.price * 100 / 8845, m.ord - 1
           from products p
           cross join lateral jsonb_array_elements_text(p.attributes -> 'metalAttribute') with ordinality m(name, ord)
           join metals mt on mt.name = m.name
           left join ring_styles rs on rs.name = p.attributes -> 'ringStyleAttribute' ->> 0
           left join stone_shapes ss on ss.name = p.attributes -> 'centerStoneShapeAttribute' -> 0 ->> 'shape'
           cross join lateral (
             select round(((p.attributes -> 'centerStoneShapeAttribute' -> 0 -> 'carats' ->> 0)::numeric) * 100)::int
                      as carat,
                    round(((p.attributes -> 'totalCaratAttribute' ->> 0)::numeric) * 100)::int as total
           ) c
           cross join lateral (
             select c.carat, c.total,
                    (round((18000 + coalesce(c.carat, 0) * 900 + coalesce(c.total, 0) * 500 + p.id % 997 * 23)
                           * case mt.name when '925 Sterling Silver' then 0.2 when 'Platinum' then 1.4 else 1 end)
                     * 100)::bigint as price
           ) v
          where p.id between $1 and $2`,
        [first, last],
      );
      // Two pictures each: the first metal's colour, and white.
      await client.query(
        `with pictures as (
           select p.id, k, case when k = 1 then mc.id else (select id from media_categories where name = 'White') end
                    as category
             from products p
             join metals mt on mt.name = p.attributes -> 'metalAttribute' ->> 0
             join media_categories mc on mc.name = case mt.name when 'Yellow Gold' then 'Yellow'
                                                                when 'Rose Gold' then 'Rose' else 'White' end
             cross join generate_series(1, 2) k
            where p.id between $1 and $2),
         added as (
           insert into media (key, width, height, byte_size)
           select 'bench/' || id || '-' || k, 1600, 1600, 240000 from pictures
           returning id, key)
         insert into product_media (product_id, media_id, media_category_id, position)
         select x.id, a.id, x.category, x.k - 1
           from pictures x join added a on a.key = 'bench/' || x.id || '-' || x.k`,
        [first, last],
      );
    }
    await client.query('vacuum analyze products, product_variants, product_cards, media, product_media');
  });
}
