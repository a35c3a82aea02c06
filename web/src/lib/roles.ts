/** Where each role lands after signing in (SPEC section 2), and which roles may open a page. */
export type Role = 'admin' | 'staff' | 'customer';

export function homeOfRole(userType: string | undefined): string {
  if (userType === 'admin') return '/admin';
  if (userType === 'staff') return '/admin/orders';
  return '/';
}

/** Paths only certain roles may open; everything else (the storefront) is open to all. */
const RESTRICTED: Array<{ test: (path: string) => boolean; roles: Role[] }> = [
  { test: (p) => p === '/admin' || p === '/admin/', roles: ['admin'] },
  { test: (p) => /^\/admin\/(users|staff|products\/add-new-product)\/?$/.test(p), roles: ['admin'] },
  { test: (p) => p.startsWith('/admin'), roles: ['admin', 'staff'] },
  { test: (p) => p === '/staff', roles: ['staff'] },
  { test: (p) => /^\/(cart|wishlist|profile|orders)\/?$/.test(p), roles: ['customer'] },
  { test: (p) => p.startsWith('/signin'), roles: [] },
];

export function roleMayOpen(userType: string | undefined, path: string): boolean {
  const rule = RESTRICTED.find((r) => r.test(path));
  return !rule || rule.roles.includes(userType as Role);
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
  if (remembered && remembered !== '/' && isShopPath(remembered) && roleMayOpen(userType, remembered.split('?')[0])) return remembered;
  return homeOfRole(userType);
}
