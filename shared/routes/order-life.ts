import { adminOrderDetail } from './entries/admin-order-detail';
import { adminOrdersExport } from './entries/admin-orders-export';

/** The back-office's view of one order's whole life, and the admins' CSV export (our additions to B5-B7). */
export const orderLifeRoutes = [adminOrderDetail, adminOrdersExport] as const;
