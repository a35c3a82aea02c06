import { catalogFeatured } from './entries/catalog-featured';
import { catalogProduct } from './entries/catalog-product';
import { catalogByCategory } from './entries/catalog-by-category';
import { catalogFilter } from './entries/catalog-filter';
import { catalogSearch } from './entries/catalog-search';
import { seoFile } from './entries/seo-file';
import { contactSend } from './entries/contact-send';
import { productNotifyMe } from './entries/product-notify-me';

/** The public catalogue and contact form (contract C1-C3, section 5, S10), our search, the SEO files and "Tell me when it's back" (issue 33). */
export const catalogRoutes = [
  catalogFeatured,
  catalogProduct,
  catalogByCategory,
  catalogFilter,
  catalogSearch,
  seoFile,
  contactSend,
  productNotifyMe,
] as const;
