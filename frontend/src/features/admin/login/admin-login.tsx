import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input } from 'antd';
import { messages, type AdminLoginPayload } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/config/paths';
import { errorStatus, serverErrorMessage } from '@/lib/api-error';
import { endAdminSession, storeAdminSession } from '@/lib/admin-token';
import { useAdminLoginMutation } from '../admin-api';
import { adminMessages } from '../admin-messages';
import { AdminTheme } from '../admin-theme';
import { useAdminToken } from '../use-admin-token';
import styles from './admin-login.module.css';

/** The sentence for a refused login: wrong credentials, too many attempts, or no answer. */
function loginFailure(error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined) return adminMessages.loginUnreachable;
  if (status === 429) return serverErrorMessage(error) ?? messages.tooManyLoginAttempts;
  if (status === 401) return messages.invalidCredentials;
  return serverErrorMessage(error) ?? messages.invalidCredentials;
}

function AdminLoginForm() {
  const [login, { isLoading }] = useAdminLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const submit = async (credentials: AdminLoginPayload) => {
    setFailure(null);
    try {
      const { token, expiresAt } = await login(credentials).unwrap();
      toast({ title: adminMessages.loginSuccessful });
      // Storing the session moves the page on to the team (see AdminLogin).
      storeAdminSession(token, expiresAt);
    } catch (error) {
      setFailure(loginFailure(error));
    }
  };

  return (
    <Card className={styles.card}>
      <Form<AdminLoginPayload>
        name="admin-login"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
      >
        <Form.Item
          label="Username"
          name="username"
          rules={[{ required: true, whitespace: true, message: 'Please enter your username' }]}
        >
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please enter your password' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {failure && <Alert className={styles.failure} type="error" showIcon title={failure} />}
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {isLoading ? 'Logging in...' : 'Log In'}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * /admin/login: username and password checked by the server; a 24-hour session on success and on
 * to the team page. An admin who is already signed in goes straight there.
 */
export function AdminLogin() {
  const token = useAdminToken();
  const navigate = useNavigate();

  useEffect(() => {
    if (token) void navigate(paths.admin.team, { replace: true });
    // A session left behind past its 24 hours is removed, flags and all (a no-op without one).
    else if (token === null) endAdminSession('expired');
  }, [token, navigate]);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Admin Login</h1>
      <p className={styles.lede}>Sign in to manage quote requests, fuel card applications and the team.</p>
      {token === null ? (
        <AdminTheme>
          <AdminLoginForm />
        </AdminTheme>
      ) : (
        <p role="status">{adminMessages.checkingSession}</p>
      )}
    </div>
  );
}
