import { ClientDashboard } from '@/features/client-portal/dashboard/client-dashboard';

export function ClientDashboardPage() {
  return <ClientDashboard />;
}
