import { AdminLogin } from '@/features/admin/login/admin-login';

export function AdminLoginPage() {
  return <AdminLogin />;
}
