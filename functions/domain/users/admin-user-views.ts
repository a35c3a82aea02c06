import { shortDate } from '../../../shared/rules/dates';
import { matchesAllWords, searchWords } from '../../lib/text-search';
import type { UserRecord } from './user-record';

/** B8 row: every value is shown verbatim. */
export function adminUserRow(u: UserRecord) {
  const address = [u.address, u.apartment, u.city, u.state, u.postal_code, u.country].filter(Boolean).join(', ');
  return {
    id: u.id,
    fullName: u.name,
    email: u.email,
    phone: u.phone ?? u.mobile ?? '',
    address: address || '-',
    registrationDate: shortDate(u.createdAt),
  };
}

/** B9 row and GET /v2/staff/{id}: never the password (contract B9, 7.12). */
export function staffView(u: UserRecord) {
  const [first, ...rest] = u.name.split(' ');
  return {
    id: u.id,
    firstName: u.first_name ?? first,
    lastName: u.last_name ?? rest.join(' '),
    mobile: u.mobile ?? u.phone ?? '',
    email: u.email,
    company: u.company ?? '',
  };
}

/** Case- and accent-insensitive search: every word must appear in one of the given fields. */
export function usersMatching(
  users: UserRecord[],
  search: string,
  fields: (u: UserRecord) => Array<string | undefined>,
): UserRecord[] {
  const words = searchWords(search);
  return words.length ? users.filter((u) => matchesAllWords(fields(u), words)) : users;
}
