import {
  AppstoreOutlined,
  DashboardOutlined,
  HistoryOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../lib/session';

interface SidebarLink {
  to: string;
  label: string;
  icon: ReactNode;
  adminOnly: boolean;
}

const LINKS: SidebarLink[] = [
  { to: '/admin', label: 'DASHBOARD', icon: <DashboardOutlined />, adminOnly: true },
  { to: '/admin/orders', label: 'ORDER LIST', icon: <ShoppingCartOutlined />, adminOnly: false },
  { to: '/admin/products', label: 'ALL PRODUCTS', icon: <AppstoreOutlined />, adminOnly: false },
  { to: '/admin/users', label: 'USER LIST', icon: <UserOutlined />, adminOnly: true },
  { to: '/admin/staff', label: 'STAFF LIST', icon: <TeamOutlined />, adminOnly: true },
  { to: '/admin/order-history', label: 'ORDER HISTORY', icon: <HistoryOutlined />, adminOnly: false },
  { to: '/admin/reviews', label: 'REVIEWS', icon: <StarOutlined />, adminOnly: false },
  { to: '/admin/discount-codes', label: 'DISCOUNT CODES', icon: <TagsOutlined />, adminOnly: false },
  { to: '/admin/returns', label: 'RETURNS', icon: <RollbackOutlined />, adminOnly: false },
];

/** DASHBOARD, USER LIST and STAFF LIST show only for admins. */
export function sidebarLinks(userType: string | undefined): SidebarLink[] {
  return LINKS.filter((l) => !l.adminOnly || userType === 'admin');
}

/** ADMIN, STAFF, or the upper-cased `role` (default USER) for any other type. */
export function roleLabel(user: SessionUser | null): string {
  if (user?.user_type === 'admin') return 'ADMIN';
  if (user?.user_type === 'staff') return 'STAFF';
  return (user?.role || 'USER').toUpperCase();
}

export function adminHomeLink(userType: string | undefined): { to: string; label: string } {
  if (userType === 'admin') return { to: '/admin', label: 'Dashboard' };
  if (userType === 'staff') return { to: '/admin/orders', label: 'Orders' };
  return { to: '/', label: 'Home' };
}
