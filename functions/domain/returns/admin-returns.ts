import type { ReturnStatus } from '../../../shared/rules/returns';
import { pageOf } from '../../lib/paging';
import { adminReturnRow } from './return-views';
import { allReturns } from './returns-repo';

export const RETURNS_PER_PAGE = 10;

/** The back-office RETURNS list: newest first, optionally of one status, 10 a page. */
export async function adminReturnsPage(status: ReturnStatus | undefined, page: number) {
  const all = (await allReturns()).filter((r) => !status || r.status === status);
  const { items, currentPage, perPage, totalPages, total } = pageOf(all, page, RETURNS_PER_PAGE);
  return {
    returns: items.map(adminReturnRow),
    pagination: { currentPage, perPage, totalPages, totalReturns: total },
  };
}
