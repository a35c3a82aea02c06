/**
 * The words at the top of each category page (/beard, /hair, /accessories, /apparel). SPEC gives Apparel a hero;
 * every category gets a header in the same style, so the four pages feel like one shop. Edit the words here.
 */
import type { Category } from '../rules/catalogue';

export interface CategoryHeader {
  /** Small line above the heading. */
  eyebrow: string;
  /** The page's h1. */
  title: string;
  tagline: string;
  /** The larger hero treatment (Apparel, SPEC section 2). */
  hero: boolean;
}

export const categoryHeaders: Record<Category, CategoryHeader> = {
  Beard: {
    eyebrow: 'Beard care',
    title: 'Beard',
    tagline:
      'Oils, balms, butters and washes made with virgin coconut, sandalwood and Ceylon cinnamon. Light in the heat, soft by evening.',
    hero: false,
  },
  Hair: {
    eyebrow: 'Hair care',
    title: 'Hair',
    tagline: 'Clays, pomades, shampoos and tonics that hold through humid afternoons and wash out clean.',
    hero: false,
  },
  Accessories: {
    eyebrow: 'Tools that last',
    title: 'Accessories',
    tagline: 'Combs, brushes, scissors and razors we use ourselves, covered by a warranty of over 2 years.',
    hero: false,
  },
  Apparel: {
    eyebrow: 'Wear the mane',
    title: 'Apparel',
    tagline: 'Tees, caps, sarongs and a hoodie for the hill country, cut from cotton that breathes in island weather.',
    hero: true,
  },
};
