import { useMutation } from '@tanstack/react-query';
import type { RouteBody } from '../../../../../shared/routes';
import { callApi } from '../../../lib/api';

export type NotifyMeRequest = RouteBody<'product-notify-me'>;

/** "Tell me when it's back" (issue 33). */
export const notifyMe = (productId: number, body: NotifyMeRequest) =>
  callApi('product-notify-me', { params: { id: String(productId) }, body });

/** As a mutation: the form shows its own busy, success and error states. */
export const useNotifyMe = (productId: number) =>
  useMutation({ mutationFn: (body: NotifyMeRequest) => notifyMe(productId, body) });
