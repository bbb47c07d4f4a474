import { useId, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { MoveDirection, TeamMember } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { useGetTeamMembersQuery, useMoveTeamMemberMutation } from '../team-api';
import { AddTeamMemberForm } from './add-team-member-form';
import { RemoveTeamMemberDialog } from './remove-team-member-dialog';
import { teamAdminMessages } from './team-admin-messages';
import { TeamMemberCard } from './team-member-card';
import styles from './team-manager.module.css';

/**
 * /admin/team: the leadership team in display order, each member editable inline, movable,
 * removable and with a photo; and a form to add one. About shows every change at once.
 */
export function TeamManager() {
  const { data, isLoading, isError, refetch } = useGetTeamMembersQuery();
  const [moveTeamMember, { isLoading: moving }] = useMoveTeamMemberMutation();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const toast = useToast();
  const failed = useFailureToast();
  const membersHeading = useId();
  const addHeading = useId();
  const members = data?.teamMembers ?? [];

  const move = async (member: TeamMember, direction: MoveDirection) => {
    try {
      await moveTeamMember({ id: member.id, direction }).unwrap();
      toast({ title: teamAdminMessages.reordered });
    } catch (error) {
      failed(error, teamAdminMessages.reorderFailed);
    }
  };

  return (
    <div className={styles.layout}>
      <section aria-labelledby={membersHeading}>
        <h2 id={membersHeading} className={styles.heading}>
          Team Members
        </h2>
        <p className={styles.instructions}>{teamAdminMessages.photoInstructions}</p>
        {isLoading && (
          <div role="status" className={styles.loading}>
            <Spin size="small" /> {teamAdminMessages.loading}
          </div>
        )}
        {isError && (
          <Alert
            type="error"
            showIcon
            title={teamAdminMessages.loadFailed}
            action={<Button onClick={() => void refetch()}>Try Again</Button>}
          />
        )}
        {data && members.length === 0 && <p className={styles.empty}>{teamAdminMessages.empty}</p>}
        {members.length > 0 && (
          <ol className={styles.list}>
            {members.map((member, index) => (
              <li key={member.id}>
                <TeamMemberCard
                  member={member}
                  isFirst={index === 0}
                  isLast={index === members.length - 1}
                  moving={moving}
                  onMove={move}
                  onRemove={setRemoving}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby={addHeading} className={styles.add}>
        <h2 id={addHeading} className={styles.heading}>
          Add Team Member
        </h2>
        <AddTeamMemberForm />
      </section>
      <RemoveTeamMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
