import { useState } from 'react';
import { Button, Form } from 'antd';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/lib/api-error';
import { useAddTeamMemberMutation } from '../team-api';
import { teamAdminMessages } from './team-admin-messages';
import {
  blankFields,
  emptyDraft,
  TeamMemberFields,
  trimmed,
  type TeamMemberDraft,
} from './team-member-fields';

/** Adds a member at the end of the order; all four fields are required. */
export function AddTeamMemberForm() {
  const [addTeamMember, { isLoading }] = useAddTeamMemberMutation();
  const [draft, setDraft] = useState<TeamMemberDraft>(emptyDraft);
  const [showErrors, setShowErrors] = useState(false);
  const toast = useToast();
  const failed = useFailureToast();

  const submit = async () => {
    if (blankFields(draft).length > 0) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    try {
      await addTeamMember(trimmed(draft)).unwrap();
      toast({ title: teamAdminMessages.added });
      setDraft(emptyDraft);
    } catch (error) {
      failed(error, teamAdminMessages.addFailed);
    }
  };

  return (
    <Form layout="vertical" onFinish={submit} noValidate>
      <TeamMemberFields draft={draft} onChange={setDraft} showErrors={showErrors} disabled={isLoading} />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {isLoading ? 'Adding...' : 'Add Team Member'}
      </Button>
    </Form>
  );
}
