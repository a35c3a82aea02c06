import { useMutation } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../shared/routes';
import { ApiError, urlOf } from '../../../lib/api';

export type Unsubscribed = RouteResponse<'unsubscribe'>;

/**
 * POST /v2/unsubscribe?t=<token>: the same one-click form a mail program posts (RFC 8058), so the route reads one
 * kind of body. callApi sends JSON only, hence fetch here.
 */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  let response: Response;
  try {
    response = await fetch(urlOf('unsubscribe', undefined, { t: token }), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
  } catch {
    throw new ApiError('Network error');
  }
  const body = (await response.json().catch(() => null)) as Unsubscribed | null;
  if (!response.ok || body?.status !== 'success')
    throw new ApiError('Failed to unsubscribe', response.status, body as never);
  return body;
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
