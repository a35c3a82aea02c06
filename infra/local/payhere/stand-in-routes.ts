import type { ServerResponse } from 'node:http';
import { SIGN_PATH, STAND_IN_PATH, STAND_IN_SCRIPT, signStandInNotification } from './stand-in';

/** Serves the PayHere stand-in and its signer from the local gateway; answers false for any other path. */
export function serveStandIn(url: URL, res: ServerResponse): boolean {
  if (url.pathname === STAND_IN_PATH) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(STAND_IN_SCRIPT);
    return true;
  }
  if (url.pathname === SIGN_PATH) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(signStandInNotification(url.searchParams, process.env.PAYHERE_MERCHANT_SECRET ?? '')));
    return true;
  }
  return false;
}
