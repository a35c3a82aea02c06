import { adminStaffList } from '../../../../shared/routes/entries/admin-staff-list';
import { staffView, usersMatching, usersOfType } from '../../../domain/users';
import { httpHandler } from '../../http';
import { pageNumber, pageOf, pageSize } from '../../../lib/paging';
import { success } from '../../../lib/responses';

export const STAFF_PAGE_SIZE = 10;

/** B9 GET /v2/admin/staff/paginated?page=&limit=&search=: staff accounts, newest first; never a password. */
export const handler = httpHandler(adminStaffList, async (req) => {
  const staff = usersMatching(await usersOfType('staff'), req.query.search ?? '', (u) => [
    u.name,
    u.email,
    u.mobile,
    u.phone,
    u.company,
  ]);
  const { items, total, perPage, ...pagination } = pageOf(
    staff.map(staffView),
    pageNumber(req.query.page),
    pageSize(req.query.limit, STAFF_PAGE_SIZE),
  );
  return success({ data: { staff: items, pagination: { ...pagination, limit: perPage, totalStaff: total } } });
});
