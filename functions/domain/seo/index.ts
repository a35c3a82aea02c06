export { robotsTxt, sitemapXml } from './seo-files';
