import { AdminShell } from '@/features/admin/admin-shell';
import { LeadsDashboard } from '@/features/admin/leads/leads-dashboard';

export function AdminQuotesPage() {
  return (
    <AdminShell title="Admin Dashboard" section="quotes">
      <LeadsDashboard />
    </AdminShell>
  );
}
