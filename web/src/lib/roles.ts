import type { UserType } from '../../../shared/routes/access';

/**
 * Which roles may open which pages (SPEC section 2): the one home of page access. The router's guards name a page
 * of this table, and sign-in's redirect asks the same table about a remembered path.
 */
export const PAGE_ACCESS = {
  customerArea: { roles: ['customer'], test: (p: string) => /^\/(cart|wishlist|profile|orders)\/?$/.test(p) },
  dashboard: { roles: ['admin'], test: (p: string) => p === '/admin' || p === '/admin/' },
  adminOnly: { roles: ['admin'], test: (p: string) => /^\/admin\/(users|staff|products\/add-new-product)\/?$/.test(p) },
  backOffice: { roles: ['admin', 'staff'], test: (p: string) => p.startsWith('/admin') },
  staffHome: { roles: ['staff'], test: (p: string) => p === '/staff' },
  signIn: { roles: [], test: (p: string) => p.startsWith('/signin') },
} as const satisfies Record<string, { roles: readonly UserType[]; test: (path: string) => boolean }>;

export type Page = keyof typeof PAGE_ACCESS;

/** Whether a user of this type may open a page of the table. */
export function roleMayOpenPage(userType: string | undefined, page: Page): boolean {
  const roles: readonly string[] = PAGE_ACCESS[page].roles;
  return userType !== undefined && roles.includes(userType);
}

/** Where each role lands after signing in (SPEC section 2). */
export function homeOfRole(userType: string | undefined): string {
  if (userType === 'admin') return '/admin';
  if (userType === 'staff') return '/admin/orders';
  return '/';
}

/** Whether a path may be opened: the first page of the table whose test matches decides; other paths (the storefront) are open to all. */
export function roleMayOpen(userType: string | undefined, path: string): boolean {
  const page = (Object.keys(PAGE_ACCESS) as Page[]).find((name) => PAGE_ACCESS[name].test(path));
  return !page || roleMayOpenPage(userType, page);
}

/** A path of this site: one leading '/', never '//host' or '/\host' (browsers read both as another site). */
function isShopPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f]/.test(path);
}

/**
 * After sign-in: the page the user was sent away from wins when their role may open it; otherwise the role's home
 * (docs/decisions/0008-post-login-redirect.md).
 */
export function afterSignIn(userType: string | undefined, remembered: string | undefined): string {
  if (remembered && remembered !== '/' && isShopPath(remembered) && roleMayOpen(userType, remembered.split('?')[0]))
    return remembered;
  return homeOfRole(userType);
}
