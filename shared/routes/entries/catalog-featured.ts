import { answerLanguage, featuredByCategory } from '../../api/catalog';
import { languageQuerySchema } from '../../validation/language';
import { ok } from '../../api/envelope';
import { defineRoute } from '../define';

/** C1: featured cards keyed by the four categories (no body); `?lang=si|ta` names them in that language (issue 34). */
export const catalogFeatured = defineRoute('catalog-featured', {
  handler: 'functions/handlers/catalog/featured.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read'],
  query: languageQuerySchema,
  response: ok({ ...answerLanguage, data: featuredByCategory }),
});
