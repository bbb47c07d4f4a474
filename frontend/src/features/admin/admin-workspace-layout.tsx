import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Layout, Menu, Tag, type MenuProps } from 'antd';
import { staffRoleLabels, type StaffRole } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/config/paths';
import { logOutAdmin } from '@/lib/admin-token';
import { useGetSignedInStaffQuery } from './admin-api';
import { adminMessages } from './admin-messages';
import { AdminTheme } from './admin-theme';
import { RequireAdminSession } from './require-admin-session';
import { useAdminToken } from './use-admin-token';
import styles from './admin-workspace-layout.module.css';

interface WorkspaceSection {
  to: string;
  label: string;
  /** Agents get 403 there, so they are not offered the page. */
  ownerOnly: boolean;
}

const sections = {
  quotes: { to: paths.admin.quotes, label: 'Leads Dashboard', ownerOnly: false },
  staff: { to: paths.admin.staff, label: 'Staff', ownerOnly: true },
  team: { to: paths.admin.team, label: 'Team Management', ownerOnly: false },
  deliveries: { to: paths.admin.deliveries, label: 'Deliveries', ownerOnly: true },
  audit: { to: paths.admin.audit, label: 'Audit Log', ownerOnly: true },
} as const satisfies Record<string, WorkspaceSection>;

export type AdminSection = keyof typeof sections;

interface AdminWorkspaceLayoutProps {
  /** The page's one h1. */
  title: string;
  section: AdminSection;
  children: ReactNode;
}

/** The pages this person may open: owner pages only once the server has said they are an owner. */
const menuItems = (role: StaffRole | undefined): MenuProps['items'] =>
  Object.entries(sections)
    .filter(([, section]) => !section.ownerOnly || role === 'owner')
    .map(([key, section]) => ({ key, label: <Link to={section.to}>{section.label}</Link> }));

function SignedInStaff() {
  const { data } = useGetSignedInStaffQuery();
  if (!data) return null;
  const { displayName, staffRole } = data.user;
  return (
    <div role="group" className={styles.person} aria-label="Signed in as">
      <span className={styles.name}>{displayName}</span>
      <Tag color={staffRole === 'owner' ? 'blue' : 'default'}>{staffRoleLabels[staffRole]}</Tag>
    </div>
  );
}

/**
 * Tables wider than the page scroll inside themselves; keyboard users must reach that scroll
 * (WCAG 2.1.1), so each table's scroll container takes focus, whichever page made the table.
 */
function useFocusableTableScroll(root: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const mark = () =>
      element.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((scroller) => {
        if (!scroller.hasAttribute('tabindex')) scroller.tabIndex = 0;
      });
    mark();
    // Only new nodes are watched, so setting the attribute here does not call this again.
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

function Workspace({ title, section, children }: AdminWorkspaceLayoutProps) {
  const toast = useToast();
  const { data: me } = useGetSignedInStaffQuery();
  const { pathname } = useLocation();
  const content = useRef<HTMLDivElement>(null);
  useFocusableTableScroll(content);

  const logOut = () => {
    logOutAdmin();
    toast({ title: adminMessages.loggedOut });
  };

  return (
    <Layout hasSider className={styles.workspace}>
      <Layout.Sider width={220} theme="light" className={styles.sider}>
        <p className={styles.brand}>Staff workspace</p>
        <nav aria-label="Admin">
          <Menu
            mode="inline"
            selectedKeys={[section]}
            items={menuItems(me?.user.staffRole)}
            // The links navigate; the menu only marks where the person is.
            key={pathname}
          />
        </nav>
      </Layout.Sider>
      <Layout className={styles.body}>
        <Layout.Header className={styles.header}>
          <Link to={paths.home}>Back to Website</Link>
          <div className={styles.account}>
            <SignedInStaff />
            <Button onClick={logOut}>Log Out</Button>
          </div>
        </Layout.Header>
        {/* A div, not antd's <main>: the site layout's main holds the whole workspace. */}
        <div ref={content} className={`ant-layout-content ${styles.content}`}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </Layout>
    </Layout>
  );
}

/**
 * The frame of a signed-in admin page (ant-design-pro's anatomy): side navigation to the other
 * staff pages, a header naming who is signed in with the logout button, and the page in `main`.
 * Nothing but the neutral checking state shows without a valid session.
 */
export function AdminWorkspaceLayout(props: AdminWorkspaceLayoutProps) {
  const token = useAdminToken();
  if (!token) {
    // The prerender, the hydration and a visit without a session: the page's title and the
    // checking state, until the session is known (or the visitor is sent to the login).
    return (
      <div className={styles.content}>
        <h1 className={styles.title}>{props.title}</h1>
        <RequireAdminSession>{null}</RequireAdminSession>
      </div>
    );
  }
  return (
    <RequireAdminSession>
      <AdminTheme>
        <Workspace {...props} />
      </AdminTheme>
    </RequireAdminSession>
  );
}
