import type { OrderStatus } from '../../../shared/rules/orders';
import type { Star } from '../../../shared/rules/reviews';

/**
 * The seeded shop's life over the last twelve months (issue 24): customers, their orders in every status and the
 * reviews of what they received. Plain data and one deterministic plan (the same shop on every first start), so
 * a newcomer's dashboard, sale graph, best sellers, order lists and product reviews show a living shop.
 */

/** The seeded customers sign in with their e-mail and this password (README, "Using the shop"). */
export const SEED_CUSTOMER_PASSWORD = 'Customer@12345';

export const seedCustomers: ReadonlyArray<{ first: string; last: string; city: string; postal: string }> = [
  { first: 'Dilan', last: 'Jayasinghe', city: 'Colombo', postal: '00300' },
  { first: 'Kavindu', last: 'Perera', city: 'Gampaha', postal: '11000' },
  { first: 'Tharindu', last: 'Fernando', city: 'Negombo', postal: '11500' },
  { first: 'Arjun', last: 'Rajendran', city: 'Jaffna', postal: '40000' },
  { first: 'Nuwan', last: 'Silva', city: 'Kandy', postal: '20000' },
  { first: 'Sahan', last: 'Wickramasinghe', city: 'Galle', postal: '80000' },
  { first: 'Pradeep', last: 'Kumara', city: 'Kurunegala', postal: '60000' },
  { first: 'Mohamed', last: 'Rizwan', city: 'Colombo', postal: '01000' },
  { first: 'Kasun', last: 'Bandara', city: 'Matara', postal: '81000' },
  { first: 'Vithurshan', last: 'Sivakumar', city: 'Batticaloa', postal: '30000' },
  { first: 'Chamath', last: 'Gunawardena', city: 'Moratuwa', postal: '10400' },
  { first: 'Isuru', last: 'Dissanayake', city: 'Anuradhapura', postal: '50000' },
  { first: 'Ravindu', last: 'Herath', city: 'Kandy', postal: '20000' },
  { first: 'Hasitha', last: 'Rathnayake', city: 'Colombo', postal: '00500' },
  { first: 'Lahiru', last: 'Madushanka', city: 'Kalutara', postal: '12000' },
  { first: 'Dinesh', last: 'Shanmugam', city: 'Trincomalee', postal: '31000' },
  { first: 'Ashan', last: 'Weerasinghe', city: 'Ratnapura', postal: '70000' },
  { first: 'Yohan', last: 'De Silva', city: 'Dehiwala', postal: '10350' },
  { first: 'Sanjaya', last: 'Liyanage', city: 'Badulla', postal: '90000' },
  { first: 'Malith', last: 'Abeysekera', city: 'Kottawa', postal: '10230' },
];

/** What reviewers write, by the stars they give (plain text; Sinhala and Tamil as customers write them). */
const reviewTexts: Record<Star, ReadonlyArray<{ title: string; body: string }>> = {
  5: [
    { title: 'Best I have used', body: 'Soft beard in a week and the smell lasts the whole day. Will buy again.' },
    { title: 'Worth every rupee', body: 'Good quality, arrived in two days to Kandy, and the packing was neat.' },
    { title: 'නියමයි!', body: 'හොඳ සුවඳක් තියෙනවා, රැවුල මෘදු වෙනවා. ආයෙත් ගන්නවා.' },
    { title: 'மிகவும் நல்லது', body: 'நல்ல தரம், விரைவான டெலிவரி. மீண்டும் வாங்குவேன்.' },
    { title: 'My brother loved it 🎁', body: 'Bought it as a gift and he uses it every morning now. Great value.' },
  ],
  4: [
    { title: 'Very good', body: 'Works well in the humidity. A little pricey, but it lasts a long time.' },
    { title: 'Good, not perfect', body: 'Nice product, the cap could be better. Delivery was on time.' },
    { title: 'හොඳයි', body: 'ගුණාත්මකභාවය හොඳයි. ඩිලිවරි එක ටිකක් පරක්කු වුණා.' },
  ],
  3: [{ title: 'It is okay', body: 'Does the job. I expected a stronger scent for the price.' }],
  2: [{ title: 'Not for my skin', body: 'It made my skin itch after a few days. The delivery was fast though.' }],
  1: [{ title: 'Disappointed', body: 'The bottle leaked in the parcel and half of it was gone when it arrived.' }],
};

export const SHOP_REPLY =
  'Thank you for telling us. We have sent you a replacement; please call us if it happens again.';

/** A small seeded generator (mulberry32): the same plan on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 3600 * 1000;

export interface PlannedOrder {
  customer: number;
  /** Indexes into the seeded catalogue, each once, with its quantity. */
  lines: Array<{ product: number; quantity: number }>;
  placedAt: Date;
  /** The statuses it went through after `pending`, each with when. */
  moves: Array<{ to: OrderStatus; at: Date }>;
}

export interface PlannedReview {
  order: number;
  product: number;
  rating: Star;
  title: string;
  body: string;
  at: Date;
  reply: boolean;
}

const pick = <T>(rand: () => number, list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

function starsOf(r: number): Star {
  if (r < 0.55) return 5;
  if (r < 0.85) return 4;
  if (r < 0.94) return 3;
  if (r < 0.98) return 2;
  return 1;
}

/**
 * About 130 orders over the last 365 days, most delivered, some canceled, a few refused at the door, and the last fortnight's still on their
 * way (pending, processing, shipped); then reviews of about three in four of the products received. Products whose index is
 * a multiple of `UNREVIEWED_EVERY` are never reviewed, so some products show "No reviews yet.".
 */
export const UNREVIEWED_EVERY = 5;

export function planShopLife(now: Date, productCount: number): { orders: PlannedOrder[]; reviews: PlannedReview[] } {
  const rand = random(2026);
  const orders: PlannedOrder[] = [];
  for (let i = 0; i < 130; i++) {
    // The last eight were placed one a day this past week: the queue always has some on their way.
    const ageDays = i >= 122 ? i - 122 : Math.floor(rand() * 365);
    const placedAt = new Date(now.getTime() - ageDays * DAY_MS - Math.floor(rand() * 10 * 3600 * 1000));
    const products = [
      ...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => Math.floor(rand() * productCount))),
    ];
    const lines = products.map((product) => ({ product, quantity: 1 + Math.floor(rand() * 2) }));
    const at = (days: number) => new Date(placedAt.getTime() + days * DAY_MS);
    let moves: PlannedOrder['moves'];
    if (ageDays < 3) moves = [];
    else if (ageDays < 4) moves = [{ to: 'processing', at: at(1) }];
    else if (ageDays < 7)
      moves = [
        { to: 'processing', at: at(1) },
        { to: 'shipped', at: at(2) },
      ];
    else if (rand() < 0.07) moves = [{ to: 'canceled', at: at(1) }];
    else
      moves = [
        { to: 'processing', at: at(1) },
        { to: 'shipped', at: at(2) },
        // Every 45th parcel is refused at the door (chosen without a draw, so the rest of the plan stays as it was).
        i % 45 === 20 ? { to: 'refused', at: at(3) } : { to: 'delivered', at: at(4) },
      ];
    orders.push({ customer: Math.floor(rand() * seedCustomers.length), lines, placedAt, moves });
  }
  orders.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());

  const reviews: PlannedReview[] = [];
  const reviewed = new Set<string>();
  orders.forEach((order, index) => {
    const delivered = order.moves.find((m) => m.to === 'delivered');
    if (!delivered) return;
    for (const line of order.lines) {
      const key = `${order.customer}:${line.product}`;
      if (line.product % UNREVIEWED_EVERY === 0 || reviewed.has(key) || rand() < 0.25) continue;
      reviewed.add(key);
      const rating = starsOf(rand());
      const at = new Date(Math.min(delivered.at.getTime() + (2 + Math.floor(rand() * 10)) * DAY_MS, now.getTime()));
      const text = pick(rand, reviewTexts[rating]);
      reviews.push({ order: index, product: line.product, rating, ...text, at, reply: rating <= 2 });
    }
  });
  return { orders, reviews };
}
