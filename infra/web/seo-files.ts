/**
 * robots.txt and sitemap.xml live at the site root but are made by the `seo-file` route from the catalogue:
 * CloudFront (a behaviour per file) and the local gateway both map the root path onto the API path below.
 */
export const SEO_FILE_PATHS = ['/robots.txt', '/sitemap.xml'] as const;

export const seoApiPath = (rootPath: string) => `/api/v2/seo${rootPath}`;

/** The CloudFront Function on those behaviours: the same mapping as `seoApiPath`, in CloudFront's JavaScript. */
export const SEO_FILE_REWRITE = `function handler(event) {
  var request = event.request;
  request.uri = '/api/v2/seo' + request.uri;
  return request;
}`;
