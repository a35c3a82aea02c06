import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** POST /v2/orders/confirm: the SMS link's token confirms its cash order (issue 31). */
export const confirmOrderByLink = (token: string) => callApi('cod-confirm-link', { body: { token } });

export const useConfirmOrderByLink = () => useMutation({ mutationFn: confirmOrderByLink });
