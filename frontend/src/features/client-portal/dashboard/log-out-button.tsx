import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clientDashboardCopy as copy } from '@/content/client-dashboard';
import { endClientSession } from '@/lib/client-session';
import { useLogOutClientMutation } from '../portal-api';
import styles from './client-dashboard.module.css';

/**
 * Log Out (docs/product.md#client-dashboard): asks the server to revoke the token (it then stops
 * working everywhere, not only in this browser), then forgets the session here and goes home,
 * whether or not the server answered.
 */
export function LogOutButton() {
  const [logOut, { isLoading }] = useLogOutClientMutation();
  const navigate = useNavigate();

  const onClick = async () => {
    // Resolves with the answer or the error, never throws: the session ends here either way.
    await logOut();
    endClientSession('logout');
    void navigate(paths.home);
  };

  return (
    <button
      type="button"
      className={styles.secondaryButton}
      onClick={() => void onClick()}
      disabled={isLoading}
    >
      {isLoading ? copy.loggingOut : copy.logout}
    </button>
  );
}
