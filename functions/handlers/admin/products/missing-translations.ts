import {
  contentGapSentences,
  contentGaps,
  CONTENT_CATEGORIES,
  CONTENT_PAGES,
} from '../../../../shared/content/content-gaps';
import { adminTranslationsMissing } from '../../../../shared/routes/entries/admin-translations-missing';
import { missingSentences, missingTranslations } from '../../../../shared/rules/translations';
import { allProducts } from '../../../domain/catalog';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/**
 * GET /v2/admin/translations/missing (staff and admin): the products, one Query of the catalogue index, counted here;
 * the categories and pages are code, counted as this code holds them.
 */
export const handler = httpHandler(adminTranslationsMissing, async () => {
  const products = await allProducts();
  const missing = missingTranslations(products);
  const gaps = contentGaps();
  const counted = (l: keyof typeof gaps) => ({ categories: gaps[l].categories.length, pages: gaps[l].pages.length });
  return success({
    data: {
      products: products.length,
      missing,
      sentences: [...missingSentences(missing), ...contentGapSentences(gaps)],
      content: {
        categories: CONTENT_CATEGORIES.length,
        pages: CONTENT_PAGES.length,
        missing: { si: counted('si'), ta: counted('ta') },
      },
    },
  });
});
