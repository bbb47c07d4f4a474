import { AdminWorkspaceLayout } from '@/features/admin/admin-workspace-layout';
import { TeamManager } from '@/features/team/admin/team-manager';

export function AdminTeamPage() {
  return (
    <AdminWorkspaceLayout title="Team Management" section="team">
      <TeamManager />
    </AdminWorkspaceLayout>
  );
}
