import { AdminShell } from '@/features/admin/admin-shell';
import { TeamManager } from '@/features/team/admin/team-manager';

export function AdminTeamPage() {
  return (
    <AdminShell title="Team Management" section="team">
      <TeamManager />
    </AdminShell>
  );
}
