import { missingTranslationsAnswer } from '../../api/translations';
import { defineRoute } from '../define';

/** Issue 34: the translations the catalogue still lacks, counted per language and field (no body, no query). */
export const adminTranslationsMissing = defineRoute('admin-translations-missing', {
  handler: 'functions/handlers/admin/products/missing-translations.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  response: missingTranslationsAnswer,
});
