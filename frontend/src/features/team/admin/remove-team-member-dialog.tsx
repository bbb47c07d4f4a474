import { Modal } from 'antd';
import type { TeamMember } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/components/toast/use-failure-toast';
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
      okText={isLoading ? 'Deleting...' : 'Remove'}
      okButtonProps={{ danger: true }}
      confirmLoading={isLoading}
      cancelButtonProps={{ disabled: isLoading }}
      closable={!isLoading}
      mask={{ closable: !isLoading }}
      keyboard={!isLoading}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {member && <p>{teamAdminMessages.confirmRemove(member.name)}</p>}
    </Modal>
  );
}
