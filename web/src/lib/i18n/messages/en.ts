import { cartEn } from './cart/en';
import { homeEn } from './home/en';
import { productEn } from './product/en';
import { contentEn } from './content/en';
import { wishlistPageEn } from './wishlist-page/en';
import { mailLinksEn } from './mail-links/en';
import type { enAreas } from './en-areas';
import { brand } from '../../../../../shared/brand';
/**
 * The storefront's texts in English (ICU message syntax, react-intl; decision 0090). English is the source: si.ts
 * and ta.ts must carry every id. These texts are the spec's, word for word; tests pin them. The texts of the areas a
 * public page never shows (checkout, account, orders, returns) are a chunk of their own, `en-areas.ts`, loaded with
 * the pages that show them (decision 0102).
 */
export const en = {
  'layout.skip': 'Skip to content',
  'logo.home': `${brand.name} home`,
  'nav.label': 'Main',
  'nav.menu': 'Menu',
  'nav.beard': 'BEARD',
  'nav.hair': 'HAIR',
  'nav.accessories': 'ACCESSORIES',
  'nav.apparel': 'APPAREL',
  'nav.contact': 'CONTACT',
  'nav.about': 'ABOUT',
  'nav.cart': 'CART',
  'nav.wishlist': 'WISHLIST',
  'nav.signIn': 'SIGN IN',
  'nav.cartUnits': '{count, plural, one {# item} other {# items}}',
  'user.profile': 'My Profile',
  'user.orders': 'My Orders',
  'user.signOut': 'Sign Out',
  'language.label': 'Language',
  'footer.label': 'Footer',
  'footer.home': 'Home',
  'footer.about': 'About',
  'footer.contact': 'Contact',
  'footer.findOrder': 'Find my order',
  'footer.returnPolicy': 'Return Policy',
  'footer.privacyPolicy': 'Privacy Policy',
  'footer.terms': 'Terms & Conditions',
  'footer.social': 'Social media',
  'footer.tagline': brand.tagline,
  'footer.prices': 'Prices in LKR',
  'category.Beard': 'Beard',
  'category.Hair': 'Hair',
  'category.Accessories': 'Accessories',
  'category.Apparel': 'Apparel',
  'category.products': '{category} products',
  'category.showing': 'Showing {shown} of {total} products',
  'category.loading': 'Loading products...',
  'category.failed': 'Failed to load products. Please try again later.',
  'category.empty': 'No products found matching your criteria.',
  // SPEC section 8: the Apparel page's empty text has no full stop.
  'category.emptyApparel': 'No products found matching your criteria',
  'filter.price': 'Price',
  'filter.products': ' products',
  'band.all': 'All Price',
  'band.under-1000': 'Under LKR 1000',
  'band.1000-2000': 'LKR 1000 - LKR 2000',
  'band.over-2000': 'Over LKR 2000',
  'search.idle': 'Search by product name, ingredient or category, or browse a category:',
  'search.searching': 'Searching...',
  'search.empty': 'No products match "{query}".',
  'search.found': '{count, plural, one {# product} other {# products}} found for "{query}"',
  'search.tryAnother': 'Try another word, or browse a category:',
  'search.resultsFor': 'Search results for "{query}"',
  'search.heading': 'Search products',
  'search.tab': 'Search: {query}',
  'search.tabIdle': 'Search',
  'breadcrumb.label': 'Breadcrumb',
  'breadcrumb.home': 'Home',
  'product.loading': 'Loading product...',
  'product.browse': 'Browse the shop',
  'quantity.label': 'Quantity',
  'quantity.decrease': 'Decrease quantity',
  'quantity.increase': 'Increase quantity',
  'price.from': 'From {price}',
  'head.shopDescription': '{name} - {tagline}. Cash on delivery across Sri Lanka.',
  'head.productNotFound': 'Product not found',
  ...cartEn,
  ...homeEn,
  ...productEn,
  ...contentEn,
  ...wishlistPageEn,
  ...mailLinksEn,
} as const;

export type MessageId = keyof typeof en | keyof typeof enAreas;
export type Messages = Readonly<Record<MessageId, string>>;
