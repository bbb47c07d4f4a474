import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/config/paths';
import { logOutAdmin } from '@/lib/admin-token';
import { adminMessages } from './admin-messages';
import { AdminTheme } from './admin-theme';
import { RequireAdminSession } from './require-admin-session';
import styles from './admin-shell.module.css';

const sections = {
  quotes: { to: paths.admin.quotes, label: 'Leads Dashboard' },
  team: { to: paths.admin.team, label: 'Team Management' },
} as const;

type AdminSection = keyof typeof sections;

interface AdminShellProps {
  /** The page's one h1. */
  title: string;
  section: AdminSection;
  children: ReactNode;
}

/**
 * The frame of a signed-in admin page: its heading, links to the other admin page and to the
 * site, and the logout button. The content shows only during a valid session.
 */
export function AdminShell({ title, section, children }: AdminShellProps) {
  const toast = useToast();
  const others = (Object.keys(sections) as AdminSection[]).filter((other) => other !== section);

  const logOut = () => {
    logOutAdmin();
    toast({ title: adminMessages.loggedOut });
  };

  return (
    <div className={`container ${styles.shell}`}>
      <h1 className={styles.title}>{title}</h1>
      <RequireAdminSession>
        <AdminTheme>
          <div className={styles.toolbar}>
            <nav aria-label="Admin">
              <ul className={styles.links}>
                {others.map((other) => (
                  <li key={other}>
                    <Link to={sections[other].to}>{sections[other].label}</Link>
                  </li>
                ))}
                <li>
                  <Link to={paths.home}>Back to Website</Link>
                </li>
              </ul>
            </nav>
            <Button onClick={logOut}>Log Out</Button>
          </div>
          {children}
        </AdminTheme>
      </RequireAdminSession>
    </div>
  );
}
