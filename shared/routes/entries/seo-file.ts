import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { defineRoute } from '../define';

/** robots.txt and sitemap.xml, answered at the site root (infra/web/seo-files.ts maps the root paths here). */
export const seoFile = defineRoute('seo-file', {
  handler: 'functions/handlers/seo/seo-file.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read'],
  params: z.object({ file: z.enum(['robots.txt', 'sitemap.xml'], { error: notFoundMessages.any }) }),
  response: z.string(),
  produces: 'text/plain',
});
