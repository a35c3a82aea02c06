import { adminTranslationsMissing } from '../../../../shared/routes/entries/admin-translations-missing';
import { missingSentences, missingTranslations } from '../../../../shared/rules/translations';
import { allProducts } from '../../../domain/catalog';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** GET /v2/admin/translations/missing (staff and admin): one Query of the catalogue index, counted here. */
export const handler = httpHandler(adminTranslationsMissing, async () => {
  const products = await allProducts();
  const missing = missingTranslations(products);
  return success({ data: { products: products.length, missing, sentences: missingSentences(missing) } });
});
