import { featuredByCategory } from '../../api/catalog';
import { ok } from '../../api/envelope';
import { defineRoute } from '../define';

/** C1: featured cards keyed by the four categories (no body). */
export const catalogFeatured = defineRoute('catalog-featured', {
  handler: 'functions/handlers/catalog/featured.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read'],
  response: ok({ data: featuredByCategory }),
});
