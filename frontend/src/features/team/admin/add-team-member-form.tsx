import { Button, Form } from 'antd';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { useAddTeamMemberMutation } from '../team-api';
import { teamAdminMessages } from './team-admin-messages';
import { TeamMemberFields, trimmed, type TeamMemberDraft } from './team-member-fields';

const emptyDraft: TeamMemberDraft = { name: '', role: '', experience: '', bio: '' };

/** Adds a member at the end of the order; all four fields are required. */
export function AddTeamMemberForm() {
  const [form] = Form.useForm<TeamMemberDraft>();
  const [addTeamMember, { isLoading }] = useAddTeamMemberMutation();
  const toast = useToast();
  const failed = useFailureToast();

  const submit = async (draft: TeamMemberDraft) => {
    try {
      await addTeamMember(trimmed(draft)).unwrap();
      toast({ title: teamAdminMessages.added });
      form.resetFields();
    } catch (error) {
      failed(error, teamAdminMessages.addFailed);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={emptyDraft} onFinish={submit} noValidate>
      <TeamMemberFields disabled={isLoading} />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {isLoading ? 'Adding...' : 'Add Team Member'}
      </Button>
    </Form>
  );
}
