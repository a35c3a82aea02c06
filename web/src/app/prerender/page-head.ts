import { IMAGE_SLOTS } from '../../components/image-slots';
import { brand } from '../../../../shared/brand';
import { hero } from '../../../../shared/content/brand-content';
import { brandContentIn } from '../../../../shared/content/brand-content-translations';
import { policiesIn } from '../../../../shared/content/policy-translations';
import { categoryHeadersIn } from '../../../../shared/content/category-content';
import { lettersWithinUnits } from '../../../../shared/text/letters';
import { productPath, type PublicPage } from '../../../../shared/content/public-pages';
import { categoryPath, parseCategory } from '../../../../shared/rules/catalogue';
import type { ProductDetail } from '../../features/product';
import { searchTabTitle } from '../../features/search';
import { productStructuredData } from './product-structured-data';
import type { ProductReviewsPage } from '../../../../shared/api/reviews';
import { REVIEWS_IN_PAGE_DATA } from '../../../../shared/rules/reviews';
import { LANGUAGES, type Language } from '../../../../shared/rules/languages';
import { pathInLanguage } from '../../../../shared/rules/language-paths';
import { intlFor } from '../../lib/i18n/catalogues';

/** What a page says about itself to search engines and link previews (issue 9 item 2). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the picture a link preview shows. */
  image: string;
  type: 'website' | 'product';
  /** JSON-LD objects (Product, BreadcrumbList). */
  structuredData: object[];
  /** The page's largest picture, fetched before the scripts; `sizes` is its slot's, when the picture has variants. */
  preloadImage?: string;
  preloadSizes?: string;
  /** The picture a narrow screen shows instead (the home's middle of its poster): each screen preloads only its own. */
  preloadNarrow?: { href: string; media: string };
  noindex?: boolean;
  /** The language the page is in (`<html lang>`, `og:locale`, JSON-LD's `inLanguage`; decision 0090). */
  language: Language;
  /** The same page in every language and `x-default` (English), absolute: `<link rel="alternate" hreflang>`. */
  alternates: { hreflang: string; href: string }[];
}

const titled = (title?: string) => (title ? `${title} | ${brand.fullName}` : brand.fullName);
const shopDescription = (language: Language) =>
  intlFor(language).formatMessage({ id: 'head.shopDescription' }, { name: brand.name, tagline: brand.tagline });

/** At most about 160 characters, cut at a word, for a meta description. */
export function summary(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.lastIndexOf(' ', max - 3);
  return `${lettersWithinUnits(clean, cut > max / 2 ? cut : max - 3)}...`;
}

const absolute = (origin: string, url: string) => new URL(url, origin).href;

export interface HeadInput {
  page: PublicPage;
  origin: string;
  product?: ProductDetail;
  /** The product's review summary and first page, newest first. */
  reviews?: ProductReviewsPage['data'];
  /** The first picture of a category list or of search results (their first card). */
  firstImage?: string;
  /** A search page's query. */
  searchQuery?: string;
}

const rating = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 });

/**
 * What the Product's JSON-LD says of its reviews: the aggregate and up to five reviews the page shows, or nothing
 * at all without reviews (search engines show stars only for reviews a page carries; issue 24).
 */
function reviewData(reviews: HeadInput['reviews']) {
  if (!reviews || reviews.summary.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.slice(0, REVIEWS_IN_PAGE_DATA).map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.body,
      reviewRating: rating(r.rating),
      author: { '@type': 'Person', name: r.author },
      datePublished: r.created_at.slice(0, 10),
    })),
  };
}

/** The page's absolute URL in its language, and in every language with `x-default` (the English one). */
function addresses(origin: string, path: string, language: Language) {
  const alternates = LANGUAGES.map((l) => ({ hreflang: l, href: absolute(origin, pathInLanguage(path, l)) }));
  return {
    canonical: absolute(origin, pathInLanguage(path, language)),
    alternates: [...alternates, { hreflang: 'x-default', href: alternates[0].href }],
  };
}

/** The page as a schema.org WebPage in its language. */
const webPage = (url: string, name: string, language: Language) => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  url,
  name,
  inLanguage: language,
});

function productHead({ origin, product, reviews, page }: HeadInput & { product: ProductDetail }): PageHead {
  // The product's own address: /product/08 is product 8, whose one canonical URL is /product/8.
  const { language } = page;
  const intl = intlFor(language);
  const { canonical: url, alternates } = addresses(origin, productPath(product.id), language);
  const image = product.images[0]?.path
    ? absolute(origin, product.images[0].path)
    : absolute(origin, hero.media.shareImage);
  const category = parseCategory(product.category);
  const crumbs = [
    { name: intl.formatMessage({ id: 'breadcrumb.home' }), url: absolute(origin, pathInLanguage('/', language)) },
    ...(category
      ? [
          {
            name: intl.formatMessage({ id: `category.${category}` }),
            url: absolute(origin, pathInLanguage(categoryPath(category), language)),
          },
        ]
      : []),
    { name: product.name, url },
  ];
  return {
    title: titled(product.name),
    description: summary(product.description),
    canonical: url,
    alternates,
    language,
    image,
    type: 'product',
    preloadImage: product.images[0]?.path,
    preloadSizes: IMAGE_SLOTS.productGallery,
    structuredData: [
      {
        ...productStructuredData(product, {
          url,
          images: product.images.map((i) => absolute(origin, i.path)),
          category: category ?? undefined,
        }),
        ...reviewData(reviews),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
      },
      webPage(url, product.name, language),
    ],
  };
}

/** The head of a public page from what it shows. A product page without its product is the "not found" page. */
export function pageHead(input: HeadInput): PageHead {
  const { page, origin } = input;
  const { language } = page;
  const intl = intlFor(language);
  const { canonical, alternates } = addresses(origin, page.path, language);
  const base = {
    canonical,
    alternates,
    language,
    image: absolute(origin, hero.media.shareImage),
    type: 'website' as const,
    structuredData: [],
  };
  const shopText = shopDescription(language);
  const withPage = (head: PageHead): PageHead =>
    head.noindex
      ? head
      : { ...head, structuredData: [...head.structuredData, webPage(canonical, head.title, language)] };
  switch (page.kind) {
    case 'home':
      return withPage({
        ...base,
        title: titled(),
        description: shopText,
        preloadImage: hero.media.poster,
        preloadNarrow: { href: hero.media.narrowPoster, media: hero.media.narrowMedia },
      });
    case 'category': {
      const header = categoryHeadersIn(language)[page.category];
      return withPage({
        ...base,
        title: titled(intl.formatMessage({ id: `category.${page.category}` })),
        description: summary(header.tagline),
        image: input.firstImage ? absolute(origin, input.firstImage) : base.image,
        preloadImage: input.firstImage,
        preloadSizes: IMAGE_SLOTS.categoryCard,
      });
    }
    case 'product':
      if (input.product) return productHead({ ...input, product: input.product });
      return {
        ...base,
        title: titled(intl.formatMessage({ id: 'head.productNotFound' })),
        description: shopText,
        noindex: true,
      };
    case 'order-link':
      return { ...base, title: titled('Your order'), description: shopText, noindex: true };
    case 'cart':
      return { ...base, title: titled('Shopping cart'), description: shopText, noindex: true };
    case 'search': {
      // The title the page gives itself; results are never for a search engine.
      const title = searchTabTitle(input.searchQuery ?? '');
      return {
        ...base,
        title: titled(intl.formatMessage({ id: title.id }, title.values)),
        description: shopText,
        noindex: true,
        preloadImage: input.firstImage,
        preloadSizes: IMAGE_SLOTS.searchCard,
      };
    }
    case 'content': {
      const policy = policiesIn(language).find((p) => p.path === page.path);
      if (policy) return withPage({ ...base, title: titled(policy.title), description: summary(policy.intro) });
      const { contact, founderStory } = brandContentIn(language);
      const [title, description] =
        page.path === '/contact'
          ? ['contact.tab' as const, contact.formIntro]
          : ['about.tab' as const, founderStory.paragraphs[0]];
      return withPage({ ...base, title: titled(intl.formatMessage({ id: title })), description: summary(description) });
    }
  }
}
