import { AdminWorkspaceLayout } from '@/features/admin/admin-workspace-layout';
import { LeadsDashboard } from '@/features/admin/leads/leads-dashboard';

export function AdminQuotesPage() {
  return (
    <AdminWorkspaceLayout title="Admin Dashboard" section="quotes">
      <LeadsDashboard />
    </AdminWorkspaceLayout>
  );
}
