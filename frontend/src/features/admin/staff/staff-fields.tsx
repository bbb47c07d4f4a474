import { Form, Input, Radio, type FormRule } from 'antd';
import { STAFF_PASSWORD_MIN_LENGTH, staffRoleLabels, staffRoles } from '@trucking-finance/contracts';
import { staffMessages } from './staff-messages';

/** The server's rule for usernames (backend/src/staff/dto/staff.dto.ts). */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;

const usernameRules: FormRule[] = [
  { required: true, whitespace: true, message: staffMessages.usernameRequired },
  {
    // Checked as sent: the form trims the username before it goes.
    validator: (_rule, value: string | undefined) =>
      !value?.trim() || USERNAME_PATTERN.test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(staffMessages.usernameFormat)),
  },
];
const displayNameRules: FormRule[] = [
  { required: true, whitespace: true, message: staffMessages.displayNameRequired },
  { max: 200, message: 'Use at most 200 characters.' },
];
const passwordRules: FormRule[] = [
  { required: true, message: staffMessages.passwordTooShort },
  { min: STAFF_PASSWORD_MIN_LENGTH, message: staffMessages.passwordTooShort },
  { max: 200, message: staffMessages.passwordTooLong },
];

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

export function UsernameField({ disabled }: { disabled?: boolean }) {
  return (
    <Form.Item
      name="username"
      label="Username"
      rules={usernameRules}
      extra="3 to 64 letters, digits, dots, underscores or hyphens; used to sign in."
    >
      <Input autoComplete="off" spellCheck={false} disabled={disabled} />
    </Form.Item>
  );
}

export function DisplayNameField({ disabled }: { disabled?: boolean }) {
  return (
    <Form.Item name="displayName" label="Display name" rules={displayNameRules}>
      <Input autoComplete="off" disabled={disabled} />
    </Form.Item>
  );
}

export function PasswordField({ label, disabled }: { label: string; disabled?: boolean }) {
  return (
    <Form.Item
      name="password"
      label={label}
      rules={passwordRules}
      extra={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well.`}
    >
      <Input.Password autoComplete="new-password" disabled={disabled} />
    </Form.Item>
  );
}

export function RoleField({ disabled }: { disabled?: boolean }) {
  return (
    <Form.Item
      name="role"
      label="Role"
      rules={[{ required: true, message: staffMessages.roleRequired }]}
      extra="Owners also manage staff, the team page, deliveries and the audit log; agents work leads."
    >
      <Radio.Group options={roleOptions} disabled={disabled} aria-label="Role" />
    </Form.Item>
  );
}
