import { seoFile } from '../../../shared/routes/entries/seo-file';
import { allProducts } from '../../domain/catalog';
import { robotsTxt, sitemapXml } from '../../domain/seo';
import { config } from '../../lib/config';
import { httpHandler } from '../http';
import { text } from '../../lib/responses';

/** GET /robots.txt and /sitemap.xml (CloudFront and the local gateway map them onto /api/v2/seo/{file}). */
export const handler = httpHandler(seoFile, async (req) => {
  const baseUrl = config().PUBLIC_BASE_URL;
  if (req.params.file === 'robots.txt') return text(200, 'text/plain; charset=utf-8', robotsTxt(baseUrl), 3600);
  // A product added or removed shows here within the hour CloudFront may keep the file.
  return text(200, 'application/xml; charset=utf-8', sitemapXml(baseUrl, await allProducts()), 3600);
});
