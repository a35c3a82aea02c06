import type { Access } from './types';

export type UserType = 'admin' | 'staff' | 'customer';

export const USER_TYPES: readonly UserType[] = ['admin', 'staff', 'customer'];

/** True when a signed-in user of this type may call a route with this access level. */
export function roleAllowed(access: Access, userType: UserType): boolean {
  switch (access) {
    case 'public':
    case 'signed-in':
      return true;
    case 'customer':
      return userType === 'customer';
    case 'staff':
      return userType === 'staff';
    case 'admin':
      return userType === 'admin';
    case 'staff+admin':
      return userType === 'staff' || userType === 'admin';
  }
}
