import { catalogFeatured } from '../../../shared/routes/entries/catalog-featured';
import { featuredProducts } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** C1 POST /v2/products/featured: products the admin marked featured, keyed by category (one Query per category). */
export const handler = httpHandler(catalogFeatured, async () => success({ data: await featuredProducts() }));
