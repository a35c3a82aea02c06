import { adminReturnGet } from './entries/admin-return-get';
import { adminReturnUpdate } from './entries/admin-return-update';
import { adminReturns } from './entries/admin-returns';
import { returnsCreate } from './entries/returns-create';
import { returnsMine } from './entries/returns-mine';

/** Returns and refunds (issue 22): a customer's returns of delivered orders, and their handling in the back-office. */
export const returnRoutes = [returnsCreate, returnsMine, adminReturns, adminReturnGet, adminReturnUpdate] as const;
