import type { Category } from '../../../shared/rules/catalogue';

/**
 * The demo catalogue: what `npm start` puts in an empty shop. Plain data, so the seeder, the tests and the media
 * generator (tools/media/generate-product-images.ts) all read the same list.
 *
 * - Prices are whole LKR. Every category has products in each price band of the category pages
 *   (under 1000; 1000-2000 inclusive; over 2000).
 * - No product carries a rating or a review count of its own: those come from the seeded reviews (shop-life.ts).
 * - `images` are file names in `infra/local/seed/images/` (at most 3, the first is the card image). They are
 *   generated, not photographed: see tools/media/README.md. A new product needs an entry in
 *   tools/media/product-art.ts before its pictures can be generated.
 * - `key` is a stable handle for the seed (the shop's numeric ids are given out when the product is created).
 */
export interface SeedProduct {
  key: string;
  name: string;
  description: string;
  category: Category;
  brandName: string;
  sku: string;
  stock: number;
  /** LKR, whole rupees. */
  price: number;
  /** Percent, 0-100. */
  discount: 0 | 10 | 15 | 20;
  isNew: boolean;
  featured: boolean;
  /** 1-3 file names relative to infra/local/seed/images/. */
  images: string[];
  /** Issue 20: sizes and the like; with them `stock` is the variants' sum (kept equal by hand here, and by a test). */
  options?: Array<{ name: string; values: string[] }>;
  variants?: Array<{ options: Record<string, string>; sku: string; stock: number; price?: number }>;
}

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
/** Size S-XXL with the given stock per size (in that order); SKUs `<sku>-S` ... `<sku>-XXL`. */
function sized(sku: string, stocks: number[], prices: Partial<Record<string, number>> = {}) {
  return {
    options: [{ name: 'Size', values: SIZES }],
    variants: SIZES.map((size, i) => ({
      options: { Size: size },
      sku: `${sku}-${size}`,
      stock: stocks[i],
      ...(prices[size] ? { price: prices[size] } : {}),
    })),
  };
}

/** `images` for a product with `count` generated pictures: `<key>-1.jpg`, `<key>-2.jpg`, ... */
const pics = (key: string, count: 1 | 2 | 3) => Array.from({ length: count }, (_, i) => `${key}-${i + 1}.jpg`);

export const SEED_IMAGES_DIR = 'infra/local/seed/images';

export const seedCatalogue: readonly SeedProduct[] = [
  // ---------------------------------------------------------------- Beard
  {
    key: 'beard-oil-sandalwood',
    name: 'Sandalwood Beard Oil 30ml',
    description:
      'Our signature oil: cold-pressed coconut and jojoba oils with a warm, creamy sandalwood finish. A few drops a day soften coarse hair and calm the itch of a growing beard. Absorbs quickly, even in Colombo humidity, and never leaves your collar greasy.',
    category: 'Beard',
    brandName: 'Kesara',
    sku: 'BEARD-OIL-SANDAL-30',
    stock: 42,
    price: 2450,
    discount: 10,
    isNew: false,
    featured: true,
    images: pics('beard-oil-sandalwood', 3),
  },
  {
    key: 'beard-oil-cinnamon',
    name: 'Cinnamon & Clove Beard Oil 30ml',
    description:
      'A spiced blend inspired by the cinnamon gardens of the south coast, with a touch of clove and sweet orange. Light on the skin and bold on the nose. Part of every November bottle goes to our cancer-support campaign.',
    category: 'Beard',
    brandName: 'Kesara',
    sku: 'BEARD-OIL-CINNAMON-30',
    stock: 28,
    price: 2450,
    discount: 0,
    isNew: true,
    featured: true,
    images: pics('beard-oil-cinnamon', 3),
  },
  {
    key: 'beard-oil-travel',
    name: 'Travel Beard Oil 10ml',
    description:
      'The sandalwood oil in a pocket-sized bottle for the gym bag, the office drawer or the overnight bus to Jaffna. About three weeks of daily use.',
    category: 'Beard',
    brandName: 'Kesara',
    sku: 'BEARD-OIL-SANDAL-10',
    stock: 75,
    price: 890,
    discount: 0,
    isNew: false,
    featured: true,
    images: pics('beard-oil-travel', 2),
  },
  {
    key: 'beard-balm-coconut',
    name: 'Coconut & Shea Beard Balm 60g',
    description:
      'A soft-hold balm of shea butter, beeswax and virgin coconut oil that tames flyaways and shapes the beard without stiffness. Warm a pea-sized amount between your palms and work it through from the roots.',
    category: 'Beard',
    brandName: 'Kesara',
    sku: 'BEARD-BALM-COCONUT-60',
    stock: 35,
    price: 1850,
    discount: 15,
    isNew: false,
    featured: true,
    images: pics('beard-balm-coconut', 3),
  },
  {
    key: 'beard-wash-daily',
    name: 'Daily Beard Wash 150ml',
    description:
      'A gentle wash made for facial hair, not the hair on your head. Lifts sweat, dust and city grime without stripping the natural oils your beard needs. Lightly scented with lime and vetiver.',
    category: 'Beard',
    brandName: 'Kesara',
    sku: 'BEARD-WASH-DAILY-150',
    stock: 60,
    price: 1450,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('beard-wash-daily', 2),
  },
  {
    key: 'beard-butter-vetiver',
    name: 'Vetiver Beard Butter 50g',
    description:
      'A rich, whipped butter for long beards and dry days, with the earthy scent of vetiver (savandara). Leave it in overnight or use a little after the morning shower.',
    category: 'Beard',
    brandName: 'Kesara Reserve',
    sku: 'BEARD-BUTTER-VETIVER-50',
    stock: 4,
    price: 2100,
    discount: 0,
    isNew: true,
    featured: false,
    images: pics('beard-butter-vetiver', 2),
  },
  {
    key: 'moustache-wax',
    name: 'Moustache Wax 20g',
    description:
      'A firm beeswax hold for curled tips and tidy edges that lasts through a wedding reception. Comes in a slim tin that fits a shirt pocket.',
    category: 'Beard',
    brandName: 'Kesara',
    sku: 'BEARD-WAX-MOUSTACHE-20',
    stock: 0,
    price: 750,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('moustache-wax', 1),
  },
  {
    key: 'beard-kit-reserve',
    name: 'Beard Care Gift Set',
    description:
      'Everything a new beard needs, in a keepsake box: Sandalwood Beard Oil 30ml, Coconut & Shea Beard Balm 60g and our wooden beard comb. A favourite for birthdays, Avurudu and Father’s Day.',
    category: 'Beard',
    brandName: 'Kesara Reserve',
    sku: 'BEARD-KIT-GIFT',
    stock: 12,
    price: 5900,
    discount: 20,
    isNew: false,
    featured: true,
    images: pics('beard-kit-reserve', 2),
  },

  // ---------------------------------------------------------------- Hair
  {
    key: 'hair-clay-matte',
    name: 'Matte Clay Pomade 80g',
    description:
      'Strong hold and a natural, no-shine finish for textured crops and messy quiffs. Kaolin clay keeps its shape through a humid day, and it washes out with plain water.',
    category: 'Hair',
    brandName: 'Kesara',
    sku: 'HAIR-CLAY-MATTE-80',
    stock: 50,
    price: 1950,
    discount: 0,
    isNew: false,
    featured: true,
    images: pics('hair-clay-matte', 3),
  },
  {
    key: 'hair-pomade-shine',
    name: 'Classic Shine Pomade 100g',
    description:
      'A water-based pomade for slick-backs, side parts and the sharp look of an old Colombo studio portrait. Medium hold, high shine, and a clean citrus scent.',
    category: 'Hair',
    brandName: 'Kesara',
    sku: 'HAIR-POMADE-SHINE-100',
    stock: 38,
    price: 1750,
    discount: 10,
    isNew: false,
    featured: true,
    images: pics('hair-pomade-shine', 2),
  },
  {
    key: 'hair-shampoo-coconut',
    name: 'Coconut Milk Shampoo 250ml',
    description:
      'A mild everyday shampoo with coconut milk and aloe that cleans without that squeaky, stripped feeling. Suits hair washed after every swim, cricket match or long commute.',
    category: 'Hair',
    brandName: 'Kesara',
    sku: 'HAIR-SHAMPOO-COCONUT-250',
    stock: 70,
    price: 1350,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('hair-shampoo-coconut', 2),
  },
  {
    key: 'hair-conditioner-hibiscus',
    name: 'Hibiscus Conditioner 250ml',
    description:
      'A light conditioner with hibiscus flower extract, an ingredient Sri Lankan grandmothers have long used for hair. Leaves hair soft and easy to comb without weighing it down.',
    category: 'Hair',
    brandName: 'Kesara',
    sku: 'HAIR-COND-HIBISCUS-250',
    stock: 44,
    price: 1350,
    discount: 0,
    isNew: true,
    featured: false,
    images: pics('hair-conditioner-hibiscus', 1),
  },
  {
    key: 'hair-spray-seasalt',
    name: 'Mirissa Sea Salt Spray 150ml',
    description:
      'Beach texture without the beach: spray into damp hair, scrunch and let it dry for loose, piece-y volume. Adds grip before clay or pomade.',
    category: 'Hair',
    brandName: 'Kesara',
    sku: 'HAIR-SPRAY-SEASALT-150',
    stock: 3,
    price: 2250,
    discount: 15,
    isNew: true,
    featured: true,
    images: pics('hair-spray-seasalt', 3),
  },
  {
    key: 'hair-tonic-curryleaf',
    name: 'Curry Leaf Scalp Tonic 100ml',
    description:
      'A cooling leave-in tonic with curry leaf, rosemary and a little menthol. Massage a few drops into the scalp after washing for a fresh, clean feeling that lasts the day.',
    category: 'Hair',
    brandName: 'Kesara Reserve',
    sku: 'HAIR-TONIC-CURRYLEAF-100',
    stock: 22,
    price: 2650,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('hair-tonic-curryleaf', 2),
  },
  {
    key: 'hair-cream-hold',
    name: 'Everyday Hold Cream 50ml',
    description: 'A light cream for a neat, natural look at the office. Low shine, flexible hold. Travel tube.',
    category: 'Hair',
    brandName: 'Kesara',
    sku: 'HAIR-CREAM-HOLD-50',
    stock: 80,
    price: 690,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('hair-cream-hold', 1),
  },

  // ---------------------------------------------------------------- Accessories
  {
    key: 'comb-sandalwood',
    name: 'Sandalwood Beard Comb',
    description:
      'Cut from sandalwood and polished smooth, with fine and wide teeth for detangling and shaping. Wood does not build up static like plastic, and it carries the oil evenly through the beard.',
    category: 'Accessories',
    brandName: 'Kesara',
    sku: 'ACC-COMB-SANDAL',
    stock: 55,
    price: 1250,
    discount: 0,
    isNew: false,
    featured: true,
    images: pics('comb-sandalwood', 3),
  },
  {
    key: 'brush-kitul',
    name: 'Kitul Fibre Beard Brush',
    description:
      'Firm kitul palm fibre set in a polished wooden handle, a Sri Lankan brush-making tradition put to work on your beard. Lifts and spreads balm, exfoliates the skin beneath and trains stubborn hair to lie flat.',
    category: 'Accessories',
    brandName: 'Kesara',
    sku: 'ACC-BRUSH-KITUL',
    stock: 40,
    price: 1650,
    discount: 10,
    isNew: false,
    featured: true,
    images: pics('brush-kitul', 2),
  },
  {
    key: 'comb-pocket',
    name: 'Pocket Comb',
    description:
      'A slim, saw-cut comb in dark acetate with a brass-tone Kesara stamp. Small enough for a wallet, sturdy enough for daily use.',
    category: 'Accessories',
    brandName: 'Kesara',
    sku: 'ACC-COMB-POCKET',
    stock: 80,
    price: 490,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('comb-pocket', 1),
  },
  {
    key: 'scissors-steel',
    name: 'Beard & Moustache Scissors',
    description:
      'Stainless steel scissors with short, sharp blades for trimming stray hairs and keeping the moustache line clean between barber visits. Comes in a cotton sleeve.',
    category: 'Accessories',
    brandName: 'Kesara',
    sku: 'ACC-SCISSORS-STEEL',
    stock: 18,
    price: 2150,
    discount: 0,
    isNew: true,
    featured: false,
    images: pics('scissors-steel', 2),
  },
  {
    key: 'razor-safety',
    name: 'Double-Edge Safety Razor',
    description:
      'A weighted, brass-finish safety razor for a close, traditional shave. Takes standard double-edge blades; five blades included. Slower than a cartridge, and far more satisfying.',
    category: 'Accessories',
    brandName: 'Kesara Reserve',
    sku: 'ACC-RAZOR-SAFETY',
    stock: 9,
    price: 4500,
    discount: 15,
    isNew: false,
    featured: true,
    images: pics('razor-safety', 3),
  },
  {
    key: 'brush-shaving',
    name: 'Shaving Brush',
    description:
      'Soft synthetic bristles that build a rich lather from cream or soap and dry quickly in a humid bathroom. Weighted wooden handle.',
    category: 'Accessories',
    brandName: 'Kesara',
    sku: 'ACC-BRUSH-SHAVE',
    stock: 2,
    price: 2800,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('brush-shaving', 1),
  },
  {
    key: 'dopp-kit-canvas',
    name: 'Canvas Travel Dopp Kit',
    description:
      'Waxed cotton canvas in forest green with a water-resistant lining and a brass zip. Room for oil, balm, comb, razor and toothbrush for a long weekend in Ella or a week abroad.',
    category: 'Accessories',
    brandName: 'Kesara',
    sku: 'ACC-DOPP-CANVAS',
    stock: 14,
    price: 3200,
    discount: 20,
    isNew: true,
    featured: true,
    images: pics('dopp-kit-canvas', 2),
  },

  // ---------------------------------------------------------------- Apparel
  {
    key: 'tee-logo-forest',
    name: 'Kesara Logo Tee, Forest Green',
    description:
      'A breathable, mid-weight cotton tee with the Kesara mark printed in brass on the chest. Cut for a relaxed fit that stays cool in the Colombo heat. Sizes S to XXL.',
    category: 'Apparel',
    brandName: 'Kesara',
    sku: 'APPAREL-TEE-LOGO-GREEN',
    // XL sold out: the picker's crossed-out size in the demo.
    ...sized('APPAREL-TEE-LOGO-GREEN', [8, 12, 10, 0, 5]),
    stock: 35,
    price: 2490,
    discount: 0,
    isNew: false,
    featured: true,
    images: pics('tee-logo-forest', 3),
  },
  {
    key: 'tee-crew-paper',
    name: 'Everyday Crew Tee, Off-White',
    description:
      'Our everyday crew neck in a soft off-white with a small embroidered mark. Pre-washed so it keeps its shape. Sizes S to XXL.',
    category: 'Apparel',
    brandName: 'Kesara',
    sku: 'APPAREL-TEE-CREW-WHITE',
    ...sized('APPAREL-TEE-CREW-WHITE', [5, 3, 6, 4, 2]),
    stock: 20,
    price: 2290,
    discount: 15,
    isNew: false,
    featured: false,
    images: pics('tee-crew-paper', 2),
  },
  {
    key: 'cap-embroidered',
    name: 'Embroidered Cap',
    description:
      'A six-panel cotton cap in forest green with the Kesara mark embroidered in brass thread. Adjustable strap, pre-curved peak.',
    category: 'Apparel',
    brandName: 'Kesara',
    sku: 'APPAREL-CAP-GREEN',
    stock: 30,
    price: 1990,
    discount: 0,
    isNew: true,
    featured: true,
    images: pics('cap-embroidered', 2),
  },
  {
    key: 'apron-barber',
    name: 'Barber’s Canvas Apron',
    description:
      'A heavy canvas apron with leather-look straps, two chest pockets for combs and scissors, and a split front for moving freely. Made for barbers, and for the home groomer who takes the Sunday trim seriously.',
    category: 'Apparel',
    brandName: 'Kesara',
    sku: 'APPAREL-APRON-CANVAS',
    stock: 6,
    price: 3900,
    discount: 10,
    isNew: false,
    featured: true,
    images: pics('apron-barber', 2),
  },
  {
    key: 'hoodie-charcoal',
    name: 'Hill Country Hoodie',
    description:
      'A brushed-cotton hoodie for Nuwara Eliya evenings, long flights and over-cooled offices. Charcoal with a tonal Kesara mark.',
    category: 'Apparel',
    brandName: 'Kesara',
    sku: 'APPAREL-HOODIE-CHARCOAL',
    // The XXL costs more: the card shows "From LKR 5,900.00".
    ...sized('APPAREL-HOODIE-CHARCOAL', [2, 3, 3, 2, 1], { XXL: 6400 }),
    stock: 11,
    price: 5900,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('hoodie-charcoal', 1),
  },
  {
    key: 'sarong-batik',
    name: 'Batik-Border Cotton Sarong',
    description:
      'A soft cotton sarong in deep green with a batik-style border in brass and cream. For lazy Sundays, temple visits and Avurudu mornings.',
    category: 'Apparel',
    brandName: 'Kesara',
    sku: 'APPAREL-SARONG-BATIK',
    stock: 20,
    price: 2750,
    discount: 0,
    isNew: true,
    featured: false,
    images: pics('sarong-batik', 2),
  },
  {
    key: 'socks-brass',
    name: 'Cotton Socks, 2 Pairs',
    description:
      'Breathable combed-cotton crew socks with a brass stripe: one pair in forest green, one in charcoal. One size fits UK 7 to 11.',
    category: 'Apparel',
    brandName: 'Kesara',
    sku: 'APPAREL-SOCKS-2PK',
    stock: 64,
    price: 950,
    discount: 0,
    isNew: false,
    featured: false,
    images: pics('socks-brass', 1),
  },
];
