import { AdminShell } from '@/features/admin/admin-shell';
import { AuditLog } from '@/features/admin/audit/audit-log';

export function AdminAuditPage() {
  return (
    <AdminShell title="Audit Log" section="audit">
      <AuditLog />
    </AdminShell>
  );
}
