/*
 * The demo shoppers and their delivered orders, as data: which pieces, in which ring size, with
 * which review. demo-orders.ts writes them to the database.
 */

export interface DemoShopper {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: { line1: string; city: string; state: string; postalCode: string };
}

/** The demo customer (demo-accounts) and the shoppers the demo-orders step adds; they sign in with the demo password. */
export const demoShoppers: readonly DemoShopper[] = [
  {
    email: 'customer@example.com',
    firstName: 'Meera',
    lastName: 'Shah',
    phoneNumber: '+919820000005',
    address: { line1: '14 Carter Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' },
  },
  {
    email: 'priya.nair@example.com',
    firstName: 'Priya',
    lastName: 'Nair',
    phoneNumber: '+919845000011',
    address: { line1: '22 Residency Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560025' },
  },
  {
    email: 'arjun.kapoor@example.com',
    firstName: 'Arjun',
    lastName: 'Kapoor',
    phoneNumber: '+919811000012',
    address: { line1: '7 Prithviraj Road', city: 'New Delhi', state: 'Delhi', postalCode: '110011' },
  },
  {
    email: 'sana.qureshi@example.com',
    firstName: 'Sana',
    lastName: 'Qureshi',
    phoneNumber: '+919830000013',
    address: { line1: '3 Camac Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' },
  },
];

export interface DemoReview {
  rating: number;
  title: string;
  text: string;
}

export interface DemoOrder {
  key: string;
  shopper: string;
  /** Delivered this many days ago (placed about two weeks before). */
  deliveredDaysAgo: number;
  lines: { product: string; ringSize?: string; review?: DemoReview }[];
}

export const demoOrders: readonly DemoOrder[] = [
  {
    key: 'demo-order-meera-1',
    shopper: 'customer@example.com',
    deliveredDaysAgo: 64,
    lines: [
      {
        product: 'Aurora Halo Ring',
        ringSize: '6',
        review: {
          rating: 5,
          title: 'Even prettier than the pictures',
          text: 'The halo catches light from every angle and the ring sits low enough that it never snags on my sweaters. It arrived a few days early, beautifully boxed, with the certificate inside.',
        },
      },
    ],
  },
  {
    key: 'demo-order-meera-2',
    shopper: 'customer@example.com',
    deliveredDaysAgo: 12,
    lines: [
      {
        product: 'Heirloom Court Band',
        ringSize: '6',
        review: {
          rating: 4,
          title: 'Comfortable for everyday wear',
          text: 'A simple, solid band that feels lovely on. I wear it every day with my engagement ring. One star off only because I would have liked a slightly brighter polish out of the box.',
        },
      },
    ],
  },
  {
    key: 'demo-order-priya-1',
    shopper: 'priya.nair@example.com',
    deliveredDaysAgo: 41,
    lines: [
      {
        product: 'Seraphine Three Stone Ring',
        ringSize: '5.5',
        review: {
          rating: 5,
          title: 'He got it exactly right',
          text: 'My fiancé chose this with a lot of help from the team on WhatsApp. The side stones are perfectly matched and the setting feels secure. I keep catching myself staring at it.',
        },
      },
      {
        product: 'Celeste Eternity Band',
        ringSize: '5.5',
        review: {
          rating: 4,
          title: 'Sparkles all the way round',
          text: 'Stacks neatly with my three stone ring. It took a few days to get used to a full eternity band, but the stones are set cleanly and it is very comfortable now.',
        },
      },
    ],
  },
  {
    key: 'demo-order-arjun-1',
    shopper: 'arjun.kapoor@example.com',
    deliveredDaysAgo: 27,
    lines: [
      {
        product: 'Atlas Solid Band',
        ringSize: '9',
        review: {
          rating: 5,
          title: 'Solid, well made, great fit',
          text: 'I was unsure about ordering a wedding band online, but the ring size guide was accurate and the band feels substantial without being heavy. Good value for the weight of metal.',
        },
      },
      {
        product: 'Aurora Halo Ring',
        ringSize: '6.5',
        review: {
          rating: 4,
          title: 'She said yes',
          text: 'Beautiful ring and careful packaging. Delivery took a week longer than I hoped because of the made-to-order time, but the team kept me updated the whole way.',
        },
      },
    ],
  },
  {
    key: 'demo-order-sana-1',
    shopper: 'sana.qureshi@example.com',
    deliveredDaysAgo: 19,
    lines: [
      {
        product: 'Elara Solitaire Ring',
        ringSize: '7',
        review: {
          rating: 3,
          title: 'Lovely ring, slow delivery',
          text: 'The ring itself is elegant and the prongs are neat. It took almost four weeks to arrive though, and I had to ask twice for an update. Happy with the piece, less so with the wait.',
        },
      },
    ],
  },
];
