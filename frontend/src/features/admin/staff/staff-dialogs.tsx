import { useMemo } from 'react';
import { Modal, type FormInstance } from 'antd';
import type { StaffCreatePayload, StaffMember, StaffUpdatePayload } from '@trucking-finance/contracts';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { useToast } from '@/components/toast/use-toast';
import { apiErrorBodyOf } from '@/lib/api-error';
import { removeConfirmProps } from '@/lib/busy-modal';
import {
  useAddStaffMemberMutation,
  useRemoveStaffMemberMutation,
  useUpdateStaffMemberMutation,
} from './staff-api';
import { DisplayNameField, PasswordField, RoleField, UsernameField } from './staff-fields';
import { StaffFormDialog } from './staff-form-dialog';
import { showFieldErrors } from './staff-form-errors';
import { staffMessages } from './staff-messages';

/** Which dialog is open, and for whom. */
export type StaffDialog =
  | { kind: 'add' }
  | { kind: 'edit'; member: StaffMember }
  | { kind: 'password'; member: StaffMember }
  | { kind: 'remove'; member: StaffMember };

/** The dialogs for one account; each is mounted only while open. */
interface StaffDialogProps {
  member: StaffMember;
  onClose: () => void;
}

const emptyMember: StaffCreatePayload = { username: '', displayName: '', password: '', role: 'agent' };

/** A refusal no field explains (403, last owner, a server failure) as a toast: the server's sentence, else `title`. */
function useRefusalToast() {
  const failed = useFailureToast();
  return (error: unknown, title: string) => {
    const code = apiErrorBodyOf(error)?.code;
    failed(error, title, code === 'last_owner' ? staffMessages.lastOwner : undefined);
  };
}

export function AddStaffDialog({ onClose }: { onClose: () => void }) {
  const [addStaffMember, { isLoading }] = useAddStaffMemberMutation();
  const toast = useToast();
  const refused = useRefusalToast();

  const submit = async (values: StaffCreatePayload, form: FormInstance<StaffCreatePayload>) => {
    const payload = { ...values, username: values.username.trim(), displayName: values.displayName.trim() };
    try {
      const { staffMember } = await addStaffMember(payload).unwrap();
      toast({ title: staffMessages.added(staffMember.username) });
      return true;
    } catch (error) {
      if (!showFieldErrors(form, error, ['username', 'displayName', 'password', 'role'])) {
        refused(error, staffMessages.addFailed);
      }
      return false;
    }
  };

  return (
    <StaffFormDialog<StaffCreatePayload>
      title="Add staff member"
      submitLabel="Add staff member"
      busyLabel="Adding..."
      busy={isLoading}
      initialValues={emptyMember}
      onSubmit={submit}
      onClose={onClose}
    >
      <UsernameField disabled={isLoading} />
      <DisplayNameField disabled={isLoading} />
      <PasswordField label="Password" disabled={isLoading} />
      <RoleField disabled={isLoading} />
    </StaffFormDialog>
  );
}

type EditValues = Pick<StaffCreatePayload, 'username' | 'displayName' | 'role'>;

/** Rename or change the role; only what changed is sent. */
export function EditStaffDialog({ member, onClose }: StaffDialogProps) {
  const [updateStaffMember, { isLoading }] = useUpdateStaffMemberMutation();
  const toast = useToast();
  const refused = useRefusalToast();
  const initialValues = useMemo<EditValues>(
    () => ({ username: member.username, displayName: member.displayName, role: member.role }),
    [member],
  );

  const submit = async (values: EditValues, form: FormInstance<EditValues>) => {
    const next: EditValues = {
      username: values.username.trim(),
      displayName: values.displayName.trim(),
      role: values.role,
    };
    const changes: StaffUpdatePayload = {};
    if (next.username !== member.username) changes.username = next.username;
    if (next.displayName !== member.displayName) changes.displayName = next.displayName;
    if (next.role !== member.role) changes.role = next.role;
    if (Object.keys(changes).length === 0) {
      toast({ title: staffMessages.nothingChanged });
      return true;
    }
    try {
      const { staffMember } = await updateStaffMember({ id: member.id, changes }).unwrap();
      toast({ title: staffMessages.saved(staffMember.username) });
      return true;
    } catch (error) {
      if (!showFieldErrors(form, error, ['username', 'displayName', 'role'])) {
        refused(error, staffMessages.saveFailed);
      }
      return false;
    }
  };

  return (
    <StaffFormDialog<EditValues>
      title={`Edit ${member.displayName}`}
      submitLabel="Save changes"
      busyLabel="Saving..."
      busy={isLoading}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <UsernameField disabled={isLoading} />
      <DisplayNameField disabled={isLoading} />
      <RoleField disabled={isLoading} />
    </StaffFormDialog>
  );
}

type PasswordValues = Pick<StaffCreatePayload, 'password'>;
const emptyPassword: PasswordValues = { password: '' };

/** A new password; the server ends that account's sessions. */
export function ResetPasswordDialog({ member, onClose }: StaffDialogProps) {
  const [updateStaffMember, { isLoading }] = useUpdateStaffMemberMutation();
  const toast = useToast();
  const refused = useRefusalToast();

  const submit = async ({ password }: PasswordValues, form: FormInstance<PasswordValues>) => {
    try {
      await updateStaffMember({ id: member.id, changes: { password } }).unwrap();
      toast({ title: staffMessages.passwordReset(member.username) });
      return true;
    } catch (error) {
      if (!showFieldErrors(form, error, ['password'])) refused(error, staffMessages.resetFailed);
      return false;
    }
  };

  return (
    <StaffFormDialog<PasswordValues>
      title={`Reset the password of ${member.displayName}`}
      submitLabel="Reset password"
      busyLabel="Resetting..."
      busy={isLoading}
      initialValues={emptyPassword}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>They will be signed out everywhere and must sign in with the new password.</p>
      <PasswordField label="New password" disabled={isLoading} />
    </StaffFormDialog>
  );
}

/** Asks before removing an account; 'Removing...' while the server works. */
export function RemoveStaffDialog({ member, onClose }: StaffDialogProps) {
  const [removeStaffMember, { isLoading }] = useRemoveStaffMemberMutation();
  const toast = useToast();
  const refused = useRefusalToast();

  const confirm = async () => {
    try {
      await removeStaffMember(member.id).unwrap();
      toast({ title: staffMessages.removed(member.username) });
    } catch (error) {
      refused(error, staffMessages.removeFailed);
    }
    onClose();
  };

  return (
    <Modal
      open
      title="Remove this staff member?"
      {...removeConfirmProps(isLoading, 'Remove', 'Removing...')}
      onOk={confirm}
      onCancel={onClose}
    >
      <p>{staffMessages.confirmRemove(member.displayName, member.username)}</p>
    </Modal>
  );
}
