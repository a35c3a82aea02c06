import { catalogFeatured } from './entries/catalog-featured';
import { catalogProduct } from './entries/catalog-product';
import { catalogByCategory } from './entries/catalog-by-category';
import { catalogFilter } from './entries/catalog-filter';
import { catalogSearch } from './entries/catalog-search';
import { seoFile } from './entries/seo-file';
import { contactSend } from './entries/contact-send';

/** The public catalogue and contact form (contract C1-C3, section 5, S10), our search and the SEO files. */
export const catalogRoutes = [
  catalogFeatured,
  catalogProduct,
  catalogByCategory,
  catalogFilter,
  catalogSearch,
  seoFile,
  contactSend,
] as const;
