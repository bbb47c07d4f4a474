import { ClientDashboard } from '@/features/client-dashboard/client-dashboard';

export function ClientDashboardPage() {
  return <ClientDashboard />;
}
