import { AdminShell } from '@/features/admin/admin-shell';
import { StaffManager } from '@/features/admin/staff/staff-manager';

export function AdminStaffPage() {
  return (
    <AdminShell title="Staff" section="staff">
      <StaffManager />
    </AdminShell>
  );
}
