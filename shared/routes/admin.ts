import { adminDashboard } from './entries/admin-dashboard';
import { adminProducts } from './entries/admin-products';
import { adminProductAdd } from './entries/admin-product-add';
import { adminProductUpdate } from './entries/admin-product-update';
import { adminProductDelete } from './entries/admin-product-delete';
import { adminTranslationsMissing } from './entries/admin-translations-missing';
import { adminOrders } from './entries/admin-orders';
import { adminOrderHistory } from './entries/admin-order-history';
import { adminOrderStatus } from './entries/admin-order-status';
import { adminUsers } from './entries/admin-users';
import { adminUserCreate } from './entries/admin-user-create';
import { adminUserGet } from './entries/admin-user-get';
import { adminUserUpdate } from './entries/admin-user-update';
import { adminUserDelete } from './entries/admin-user-delete';
import { adminStaffList } from './entries/admin-staff-list';
import { adminStaffCreate } from './entries/admin-staff-create';
import { adminStaffGet } from './entries/admin-staff-get';
import { adminStaffUpdate } from './entries/admin-staff-update';
import { adminStaffDelete } from './entries/admin-staff-delete';

/** The back-office (contract B1-B11 and section 5). Staff reach the product list, orders and order history
 * (docs/product section 6); everything else is for admins. */
export const adminRoutes = [
  adminDashboard,
  adminProducts,
  adminProductAdd,
  adminProductUpdate,
  adminProductDelete,
  adminTranslationsMissing,
  adminOrders,
  adminOrderHistory,
  adminOrderStatus,
  adminUsers,
  adminUserCreate,
  adminUserGet,
  adminUserUpdate,
  adminUserDelete,
  adminStaffList,
  adminStaffCreate,
  adminStaffGet,
  adminStaffUpdate,
  adminStaffDelete,
] as const;
