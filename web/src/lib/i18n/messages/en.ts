/**
 * The storefront's texts in English (ICU message syntax, react-intl; decision 0090). English is the source: si.ts
 * and ta.ts must carry every id. These texts are the spec's, word for word; tests pin them.
 */
export const en = {
  'layout.skip': 'Skip to content',
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
  'breadcrumb.label': 'Breadcrumb',
  'breadcrumb.home': 'Home',
  'price.from': 'From {price}',
  'head.shopDescription': '{name} - {tagline}. Cash on delivery across Sri Lanka.',
  'head.productNotFound': 'Product not found',
} as const;

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;
