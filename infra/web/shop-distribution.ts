import { Annotations, Duration, Fn } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as ViewerFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type FunctionAssociation,
  type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { createSecurityHeadersPolicy } from './security-headers';
import { SEO_FILE_PATHS, SEO_FILE_REWRITE } from './seo-files';
import { UPLOADS_CONTENT_SECURITY_POLICY } from './upload-headers';
import { DROP_TRAILING_SLASH, SPA_FALLBACK, STRIP_API_PREFIX } from './viewer-request-code';
import { inEveryLanguage, SEARCH_PAGE } from '../../shared/content/public-pages';

export interface ShopDistributionProps {
  spaBucket: IBucket;
  uploadsBucket: IBucket;
  httpApi: IHttpApi;
  /** The web ACL (abuse limits, managed rules) in front of everything; made in us-east-1 by the edge stack. */
  webAclArn?: string;
  /** A custom domain and its us-east-1 certificate; without them the shop lives on the cloudfront.net name. */
  customDomain?: { domainName: string; certificateArn: string };
  /** Answers what the SPA bucket has not stored (a public page not drawn yet, a missing product's 404; decision 0036). */
  pageFallback?: IOrigin;
}

export const API_PATH = '/api/v2/*';
/** The search page in each language, drawn for each query by the page function (no stored page can hold results). */
const SEARCH_PATHS = inEveryLanguage([SEARCH_PAGE]);
export const STORAGE_PATHS = ['/storage/*', '/api/storage/*'] as const;

/**
 * One CloudFront distribution, one origin for the browser: the SPA at `/*`, the API at `/api/v2/*`, uploads at
 * `/storage/*` and `/api/storage/*`.
 */
export class ShopDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: ShopDistributionProps) {
    super(scope, id);
    const securityHeaders = createSecurityHeadersPolicy(this, 'SecurityHeaders');
    const onViewerRequest = (functionId: string, code: string, comment: string): FunctionAssociation[] => [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new ViewerFunction(this, functionId, {
          code: FunctionCode.fromInline(code),
          runtime: FunctionRuntime.JS_2_0,
          comment,
        }),
      },
    ];

    const apiOrigin = new HttpOrigin(Fn.parseDomainName(props.httpApi.apiEndpoint), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    });
    const api: BehaviorOptions = {
      origin: apiOrigin,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      // Nothing under /api/v2 is cached: every API response says `no-store` and the default TTL is 0. The policy
      // exists because CloudFront compresses only where the cache policy normalises Accept-Encoding, which the
      // managed CachingDisabled does not. Authorization is in the key, so CloudFront forwards it (an origin request
      // policy may not list it); the managed AllViewerExceptHostHeader forwards the rest: Origin, the CORS preflight
      // headers, X-HTTP-Method-Override, Content-Type, cookies and the query string. Host is left out: API Gateway
      // routes by its own host name.
      cachePolicy: new CachePolicy(this, 'ApiCachePolicy', {
        comment: 'API: caches nothing (responses say no-store), lets CloudFront compress JSON',
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.seconds(1),
        headerBehavior: CacheHeaderBehavior.allowList('Authorization', 'Origin', 'X-HTTP-Method-Override'),
        cookieBehavior: CacheCookieBehavior.all(),
        queryStringBehavior: CacheQueryStringBehavior.all(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: onViewerRequest(
        'DropTrailingSlash',
        DROP_TRAILING_SLASH,
        'Drops one trailing slash before API Gateway',
      ),
    };

    // robots.txt and sitemap.xml come from the API, cached as long as it says (an hour); no viewer header is
    // forwarded, so API Gateway sees its own host name.
    const seoFiles: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: onViewerRequest(
        'SeoFileRewrite',
        SEO_FILE_REWRITE,
        'Maps /robots.txt and /sitemap.xml onto /api/v2/seo/',
      ),
    };

    // Object keys are `storage/<path>`, so /storage/* maps onto the bucket as it is.
    const uploadsOrigin = S3BucketOrigin.withOriginAccessControl(props.uploadsBucket);
    const storage: BehaviorOptions = {
      origin: uploadsOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: createSecurityHeadersPolicy(
        this,
        'UploadsSecurityHeaders',
        UPLOADS_CONTENT_SECURITY_POLICY,
      ),
    };
    const apiStorage: BehaviorOptions = {
      ...storage,
      functionAssociations: onViewerRequest(
        'StripApiPrefix',
        STRIP_API_PREFIX,
        'Maps /api/storage/<path> to the object storage/<path>',
      ),
    };

    // Why a viewer-request function and not errorResponses for the SPA's history routing: errorResponses apply to
    // the whole distribution, so an API 403 or 404 would come back as index.html with status 200. The function runs
    // on the default behaviour only and rewrites extension-less paths before S3 is asked.
    // LIST lets S3 answer a missing file with 404 rather than 403; no path reaches the bucket root (see SPA_FALLBACK).
    const spaOrigin = S3BucketOrigin.withOriginAccessControl(props.spaBucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const spa: BehaviorOptions = {
      // A 404 from the bucket (a page not stored, e.g. /product/999) is asked of the page fallback, which answers it.
      origin: props.pageFallback
        ? new OriginGroup({ primaryOrigin: spaOrigin, fallbackOrigin: props.pageFallback, fallbackStatusCodes: [404] })
        : spaOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: onViewerRequest(
        'SpaFallback',
        SPA_FALLBACK,
        'Public pages from /pages/, index.html for client-side routes',
      ),
    };

    // Search results are drawn by the page function for each query (`q` alone in the key, so tracking tags share an
    // entry) and kept at the edge for a minute, as the page says (`s-maxage`); the browser asks again each time.
    const search: BehaviorOptions | undefined = props.pageFallback && {
      origin: props.pageFallback,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: new CachePolicy(this, 'SearchPageCachePolicy', {
        comment: 'Search pages: one entry per query, for as long as the page says (a minute)',
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(60),
        maxTtl: Duration.seconds(300),
        headerBehavior: CacheHeaderBehavior.none(),
        cookieBehavior: CacheCookieBehavior.none(),
        queryStringBehavior: CacheQueryStringBehavior.allowList('q'),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      responseHeadersPolicy: securityHeaders,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Shop: SPA, /api/v2, /storage',
      defaultBehavior: spa,
      additionalBehaviors: {
        [API_PATH]: api,
        [STORAGE_PATHS[0]]: storage,
        [STORAGE_PATHS[1]]: apiStorage,
        ...Object.fromEntries(SEO_FILE_PATHS.map((path) => [path, seoFiles])),
        ...(search ? Object.fromEntries(SEARCH_PATHS.map((path) => [path, search])) : {}),
      },
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Edge locations in Asia (India) are in price class 200; the shop's customers are in Sri Lanka.
      priceClass: PriceClass.PRICE_CLASS_200,
      webAclId: props.webAclArn,
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is set and SPA_FALLBACK rewrites "/" to /index.html, so no request lists the SPA bucket',
    );
  }
}
