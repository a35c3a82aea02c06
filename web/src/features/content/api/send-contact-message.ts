import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../../shared/validation/contact';
import { callApi } from '../../../lib/api';

/** POST /v2/contact/sendMessage: the message goes to the shop's address. */
export const sendContactMessage = (message: ContactInput) => callApi('contact-send', { body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
