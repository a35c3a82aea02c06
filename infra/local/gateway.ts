import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { corsHeaders } from '../../functions/lib/cors';
import { openApiDocument } from '../api/openapi-document';
import { routes } from '../../shared/routes';
import { decodePath, matchRoute } from '../../shared/routes/match';
import type { RouteDef } from '../../shared/routes/types';
import { RATE_LIMITED_BODY } from '../rate-limits';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '../web/upload-headers';
import { toApiGatewayEvent } from './api-event';
import { BodyTooLarge, discardRestOf, readBodyWithin } from './body-limit';
import { fromLoopback } from './loopback';
import { compressResponses } from './compression';
import { mailPage, readLocalMail } from './mail-viewer';
import { readLocalSms, smsPage } from './sms-viewer';
import { readLocalWhatsApp, whatsAppPage } from './whatsapp-viewer';
import type { RateLimiter } from './rate-limiter';
import { SEO_FILE_PATHS, seoApiPath } from '../web/seo-files';
import { serveStandIn } from './payhere/stand-in-routes';
import { localMerchantApp, serveMerchantApi } from './payhere/merchant-api';
import { serveKokoStandIn, type KokoStandInKeys } from './koko/stand-in';
import { PRIVATE_LINK_PATH, servePrivateLink } from './private-links';
import type { HtmlPages } from './html-pages';
import { publicPageRedirect, storedPagePath } from '../../shared/content/public-pages';

/**
 * The only piece that exists just for local use: one HTTP server that plays CloudFront + API Gateway. It serves the
 * SPA (history fallback), dispatches `/api/v2/*` by the route table to the same handlers Lambda runs, serves
 * uploads at `/storage/*` and `/api/storage/*` from the local S3, and shows the local mail box.
 */
export interface GatewayOptions {
  repoRoot: string;
  spaDir: string;
  corsOrigins: string[];
  uploadsBucket: string;
  s3: S3Client;
  sesEndpoint: string;
  /** The SMS stand-in shown at /_local/sms; a gateway without one answers 404 there. */
  smsEndpoint?: string;
  /** The WhatsApp stand-in shown at /_local/whatsapp; a gateway without one answers 404 there. */
  whatsAppEndpoint?: string;
  /** Per-address limits of the routes that have one (infra/rate-limits.ts); none when absent. */
  rateLimiter?: RateLimiter;
  /** The public pages as HTML (html-pages.ts); without it every page path gets the SPA's shell. */
  pages?: HtmlPages;
  /** The KOKO stand-in's keys (koko/stand-in.ts); without them it takes no form. */
  kokoStandIn?: KokoStandInKeys;
}

type LambdaHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
const loaded = new Map<string, Promise<LambdaHandler>>();

function loadHandler(repoRoot: string, route: RouteDef): Promise<LambdaHandler> {
  let handler = loaded.get(route.handler);
  if (!handler) {
    handler = import(pathToFileURL(resolve(repoRoot, route.handler)).href).then((m) => m.handler as LambdaHandler);
    loaded.set(route.handler, handler);
  }
  return handler;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function handleApi(opts: GatewayOptions, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const cors = corsHeaders(req.headers.origin, opts.corsOrigins);
  const method = req.method ?? 'GET';
  const match = matchRoute(routes, method === 'OPTIONS' ? 'GET' : method, url.pathname);
  if (method === 'OPTIONS') {
    // Preflight on every route, answered in front of the functions as API Gateway's CORS configuration does.
    res.writeHead(204, cors);
    res.end();
    return;
  }
  if (match === 'not-found') return sendJson(res, 404, { status: 'error', message: 'Not found.' }, cors);
  if (match === 'method-not-allowed')
    return sendJson(res, 405, { status: 'error', message: 'Method not allowed.' }, cors);
  const rate = opts.rateLimiter?.check(match.route.id, req.socket.remoteAddress ?? '');
  if (rate && !rate.allowed)
    return sendJson(res, 429, RATE_LIMITED_BODY, { ...cors, 'retry-after': String(rate.retryAfterSeconds) });
  const body = await readBodyWithin(req).catch((error: Error) => {
    if (!(error instanceof BodyTooLarge)) throw error;
    sendJson(res, 413, { status: 'error', message: error.message }, cors);
    discardRestOf(req);
    return null;
  });
  if (!body) return;
  const event = toApiGatewayEvent(req, url, body, match.route, match.pathParameters);
  const handler = await loadHandler(opts.repoRoot, match.route);
  const result = await handler(event, { awsRequestId: event.requestContext.requestId, functionName: match.route.id });
  const headers = { ...(result.headers as Record<string, string>) };
  const status = result.statusCode ?? 200;
  res.writeHead(status, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

/** The shape of every key the server makes (`products/12/34.jpg`); nothing else (dot segments, control bytes, huge names) reaches the store. */
const STORED_PATH = /^[\w-][\w.-]{0,127}(\/[\w-][\w.-]{0,127}){0,4}$/;

async function handleStorage(opts: GatewayOptions, res: ServerResponse, encodedPath: string): Promise<void> {
  const relativePath = decodePath(encodedPath);
  if (!relativePath || !STORED_PATH.test(relativePath))
    return sendJson(res, 404, { status: 'error', message: 'Not found.' });
  const key = `storage/${relativePath}`;
  try {
    const out = await opts.s3.send(new GetObjectCommand({ Bucket: opts.uploadsBucket, Key: key }));
    res.writeHead(200, {
      'content-type': out.ContentType ?? MIME[extname(key).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      'content-security-policy': UPLOADS_CONTENT_SECURITY_POLICY,
    });
    (out.Body as Readable).pipe(res);
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
      return sendJson(res, 404, { status: 'error', message: 'Not found.' });
    throw error;
  }
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** A public page as the cloud serves it from `pages/` (decision 0036); false when the path is not one. */
async function servePage(opts: GatewayOptions, res: ServerResponse, pathname: string): Promise<boolean> {
  const page = await opts.pages?.pageFor(pathname).catch((error: Error) => {
    console.error(`local gateway: ${pathname} was not rendered (${error.message}); the shell answers`);
    return null;
  });
  if (!page) return false;
  res.writeHead(page.status, PAGE_HEADERS);
  res.end(page.html);
  return true;
}

function handleSpa(opts: GatewayOptions, res: ServerResponse, pathname: string): void {
  // A malformed escape names no file, so it gets index.html like any other client-side route.
  const candidate = normalize(join(opts.spaDir, decodePath(pathname) ?? ''));
  // With the separator: a sibling such as web/dist-old must not count as inside web/dist.
  const inside = candidate.startsWith(opts.spaDir + sep);
  const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
  if (!isFile && extname(pathname) && pathname.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  const file = isFile ? candidate : join(opts.spaDir, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The shop front-end has not been built. Run `npm run build`.');
    return;
  }
  const immutable = file.includes(`${join(opts.spaDir, 'assets')}`);
  res.writeHead(200, {
    'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  createReadStream(file).pipe(res);
}

export function createGateway(opts: GatewayOptions): Server {
  return createServer((req, res) => {
    compressResponses(req, res);
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname;
    const work = async () => {
      if (path === '/api/health') return sendJson(res, 200, { status: 'success' });
      // The API description generated from the route table (docs/api/openapi.json holds the same document).
      if (path === '/api/openapi.json') return sendJson(res, 200, openApiDocument());
      if (path.startsWith('/api/v2/') || path === '/api/v2') return handleApi(opts, req, res, url);
      if ((SEO_FILE_PATHS as readonly string[]).includes(path))
        return handleApi(opts, req, res, new URL(seoApiPath(path), url));
      if (path.startsWith('/storage/')) return handleStorage(opts, res, path.slice('/storage/'.length));
      if (path.startsWith('/api/storage/')) return handleStorage(opts, res, path.slice('/api/storage/'.length));
      if (path.startsWith(`${PRIVATE_LINK_PATH}/`)) return servePrivateLink(req, res, url, opts.s3);
      if (path.startsWith('/_local/mail') && !fromLoopback(req))
        return sendJson(res, 403, { status: 'error', message: 'The local mailbox is served only to this machine.' });
      if (path.startsWith('/_local/sms') && !fromLoopback(req))
        return sendJson(res, 403, { status: 'error', message: 'The local SMS are served only to this machine.' });
      if (path.startsWith('/_local/whatsapp') && !fromLoopback(req))
        return sendJson(res, 403, {
          status: 'error',
          message: 'The local WhatsApp messages are served only to this machine.',
        });
      if (serveStandIn(url, res)) return;
      if (serveMerchantApi(req, res, path, localMerchantApp(), fromLoopback(req))) return;
      if (await serveKokoStandIn(req, res, path, opts.kokoStandIn)) return;
      if (path === '/_local/mail.json') return sendJson(res, 200, await readLocalMail(opts.sesEndpoint));
      if (path === '/_local/mail') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(mailPage(await readLocalMail(opts.sesEndpoint)));
        return;
      }
      if (path === '/_local/sms.json' || path === '/_local/sms') {
        if (!opts.smsEndpoint) return sendJson(res, 404, { status: 'error', message: 'No SMS stand-in runs here.' });
        const messages = await readLocalSms(opts.smsEndpoint);
        if (path === '/_local/sms.json') return sendJson(res, 200, messages);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(smsPage(messages));
        return;
      }
      if (path === '/_local/whatsapp.json' || path === '/_local/whatsapp') {
        if (!opts.whatsAppEndpoint)
          return sendJson(res, 404, { status: 'error', message: 'No WhatsApp stand-in runs here.' });
        const messages = await readLocalWhatsApp(opts.whatsAppEndpoint);
        if (path === '/_local/whatsapp.json') return sendJson(res, 200, messages);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(whatsAppPage(messages));
        return;
      }
      if (path.startsWith('/api/')) return sendJson(res, 404, { status: 'error', message: 'Not found.' });
      const redirect = publicPageRedirect(path);
      if (redirect) {
        res.writeHead(301, { location: redirect + url.search, 'cache-control': 'public, max-age=3600' });
        return res.end();
      }
      if (await servePage(opts, res, storedPagePath(path, url.searchParams))) return;
      return handleSpa(opts, res, path);
    };
    work().catch((error) => {
      console.error('local gateway error:', error);
      if (!res.headersSent)
        sendJson(res, 500, { status: 'error', message: 'Something went wrong on our side. Please try again.' });
      else res.end();
    });
  });
}
