import type { SignatureV4 } from '@smithy/signature-v4';

export interface SignedRequest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** The signed query, as it stands in `url` (already encoded there). */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

/** One request to an AWS service, signed with Signature V4 by `signer` and sent with fetch (decisions 0042, 0045). */
export async function signedFetch(signer: SignatureV4, url: URL, request: SignedRequest): Promise<Response> {
  const signed = await signer.sign({
    method: request.method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: request.query ?? {},
    headers: { ...request.headers, host: url.host },
    body: request.body,
  });
  // fetch sends the host of the URL itself (the signed value is the same).
  const headers = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name.toLowerCase() !== 'host'));
  // A copy typed as fetch wants it (a Buffer may sit on a shared pool); a few MB at most, once per attempt.
  const body =
    typeof request.body === 'string' || request.body === undefined ? request.body : new Uint8Array(request.body);
  return fetch(url, { method: request.method, headers, body });
}
