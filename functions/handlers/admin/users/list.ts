import { adminUsers } from '../../../../shared/routes/entries/admin-users';
import { adminUserRow, usersMatching, usersOfType } from '../../../domain/users';
import { httpHandler } from '../../http';
import { pageNumber, pageOf } from '../../../lib/paging';
import { success } from '../../../lib/responses';

export const USERS_PAGE_SIZE = 10;

/** B8 GET /v2/admin/users/paginated?page=&search=: customers only, newest first, searched by name, e-mail and phone. */
export const handler = httpHandler(adminUsers, async (req) => {
  const customers = usersMatching(await usersOfType('customer'), req.query.search ?? '', (u) => [
    u.name,
    u.email,
    u.phone,
    u.mobile,
  ]);
  const { items, total, ...pagination } = pageOf(
    customers.map(adminUserRow),
    pageNumber(req.query.page),
    USERS_PAGE_SIZE,
  );
  return success({ data: { users: items, pagination: { ...pagination, totalUsers: total } } });
});
