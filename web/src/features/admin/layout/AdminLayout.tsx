import { BellOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { App as AntApp, Button, ConfigProvider, Dropdown, Layout, Menu } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { brand } from '../../../../../shared/brand';
import { useSession } from '../../../lib/session';
import { adminHomeLink, roleLabel, sidebarLinks } from './admin-nav';
import './admin-layout.css';

/** antd's theme in the brand's colours: forest-green sidebar, brass for the selected page. */
const ADMIN_THEME = {
  token: {
    colorPrimary: brand.colors.primary,
    colorLink: brand.colors.primary,
    borderRadius: 8,
    fontFamily: brand.fontFamily,
    // antd's grey texts (statistic titles, description labels, hints, placeholders, empty lists) are below WCAG AA on white; these pass (axe).
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // antd's red (#ff4d4f, 3.3:1 on white) on Delete and error texts; antd's red-7 reads at 5.6:1.
    colorError: '#cf1322',
  },
  components: {
    // A table's "No data" row is drawn in the disabled grey; it is information, so it gets a readable grey.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.58)' },
    Layout: { siderBg: brand.colors.primary, triggerBg: brand.colors.primary },
    Menu: {
      darkItemBg: brand.colors.primary,
      darkItemSelectedBg: brand.colors.accent,
      darkItemSelectedColor: brand.colors.ink,
      darkItemColor: '#e9e1d0',
    },
  },
};

/** The back-office frame (SPEC section 2): a sidebar with links by role and a top bar with the user's menu. */
export default function AdminLayout() {
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  const [collapsed, setCollapsed] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userType = user?.user_type;
  const home = adminHomeLink(userType);
  const links = sidebarLinks(userType);
  const selected = links
    .filter((l) => pathname === l.to || (l.to !== '/admin' && pathname.startsWith(l.to)))
    .map((l) => l.to);

  const logout = async () => {
    await signOut();
    navigate('/signin');
  };

  return (
    <ConfigProvider theme={ADMIN_THEME}>
      <AntApp>
        <Layout className="admin" style={{ minHeight: '100vh' }}>
          <Layout.Sider
            collapsible
            collapsed={collapsed}
            trigger={null}
            breakpoint="lg"
            onBreakpoint={setCollapsed}
            width={220}
            className="admin__sider"
          >
            <Link to={home.to} className="admin__brand">
              {collapsed ? brand.name.slice(0, 1) : brand.name.toUpperCase()}
            </Link>
            <Menu
              theme="dark"
              mode="inline"
              selectedKeys={selected}
              items={links.map((l) => ({ key: l.to, icon: l.icon, label: <Link to={l.to}>{l.label}</Link> }))}
            />
          </Layout.Sider>
          <Layout>
            <Layout.Header className="admin__top">
              <Button
                type="text"
                aria-label={collapsed ? 'Open the sidebar' : 'Close the sidebar'}
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed((c) => !c)}
              />
              <div className="admin__top-actions">
                <Button type="text" aria-label="Search" icon={<SearchOutlined />} />
                <Button type="text" aria-label="Notifications" icon={<BellOutlined />} />
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'home', label: <Link to={home.to}>{home.label}</Link> },
                      { key: 'who', label: `Signed in as ${user?.email ?? ''}`, disabled: true },
                      { type: 'divider' },
                      { key: 'logout', label: 'Logout', onClick: logout },
                    ],
                  }}
                >
                  <Button type="text" className="admin__user">
                    {roleLabel(user)} - {user?.name}
                  </Button>
                </Dropdown>
              </div>
            </Layout.Header>
            <Layout.Content className="admin__content">
              <Outlet />
            </Layout.Content>
          </Layout>
        </Layout>
      </AntApp>
    </ConfigProvider>
  );
}
