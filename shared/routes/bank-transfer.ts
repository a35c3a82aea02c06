import { adminOrderPayment } from './entries/admin-order-payment';
import { adminSlipLink } from './entries/admin-slip-link';
import { slipLink } from './entries/slip-link';
import { slipUpload } from './entries/slip-upload';

/** Bank transfers with a slip: the customer's upload and link, staff's link and decision (our own additions). */
export const bankTransferRoutes = [slipUpload, slipLink, adminSlipLink, adminOrderPayment] as const;
