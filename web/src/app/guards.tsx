import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { roleMayOpenPage, type Page } from '../lib/roles';
import { useSession } from '../lib/session';
import { AccessDenied } from './AccessDenied';

/**
 * The route guard of SPEC section 2: a loading indicator while the session is restored, /signin (remembering
 * where the user came from) without a session, and Access Denied for a signed-in user of another role. Who may
 * open which page is in lib/roles.ts (PAGE_ACCESS).
 */
export function RequireRole({
  page,
  children,
  openSignedOut = false,
}: {
  page: Page;
  children?: ReactNode;
  /** A page a signed-out shopper may open too (the cart, issue 32); only other roles are kept out. */
  openSignedOut?: boolean;
}) {
  const { token, user, loading } = useSession();
  const location = useLocation();
  // A page open signed out draws itself while the session is read: the server draws the cart's shell so (issue 32).
  if (openSignedOut && (loading || !token)) return children ? <>{children}</> : <Outlet />;
  if (loading) return <Loading />;
  if (!token || !user) return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
  if (!roleMayOpenPage(user.user_type, page)) return <AccessDenied />;
  return children ? <>{children}</> : <Outlet />;
}
