import { codConfirmCode } from './entries/cod-confirm-code';
import { codConfirmLink } from './entries/cod-confirm-link';

/** Cash on delivery, confirmed (issue 31): by the SMS link, or by its code in My Orders. */
export const codConfirmationRoutes = [codConfirmLink, codConfirmCode] as const;
