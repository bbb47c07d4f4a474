import { Modal } from 'antd';
import type { TeamMember } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { removeConfirmProps } from '@/lib/busy-modal';
import { useRemoveTeamMemberMutation } from '../team-api';
import { teamAdminMessages } from './team-admin-messages';

interface RemoveTeamMemberDialogProps {
  member: TeamMember | null;
  onClose: () => void;
}

/** Asks before removing a member from the team; 'Deleting...' while the server works. */
export function RemoveTeamMemberDialog({ member, onClose }: RemoveTeamMemberDialogProps) {
  const [removeTeamMember, { isLoading }] = useRemoveTeamMemberMutation();
  const toast = useToast();
  const failed = useFailureToast();

  const confirm = async () => {
    if (!member) return;
    try {
      await removeTeamMember(member.id).unwrap();
      toast({ title: teamAdminMessages.removed });
    } catch (error) {
      failed(error, teamAdminMessages.removeFailed);
    }
    onClose();
  };

  return (
    <Modal
      open={member !== null}
      title="Remove team member?"
      {...removeConfirmProps(isLoading, 'Remove', 'Deleting...')}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {member && <p>{teamAdminMessages.confirmRemove(member.name)}</p>}
    </Modal>
  );
}
