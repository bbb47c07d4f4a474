import { Alert, Form, Input, type FormRule } from 'antd';
import { messages, type TeamMemberCreatePayload } from '@trucking-finance/contracts';
import styles from './team-manager.module.css';

export type TeamMemberDraft = TeamMemberCreatePayload;

const fields: { key: keyof TeamMemberDraft; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'role', label: 'Role' },
  { key: 'experience', label: 'Experience' },
  { key: 'bio', label: 'Bio' },
];

/** All four are required, and spaces alone count as blank (docs/product.md#team-management). */
const required: FormRule[] = [{ required: true, whitespace: true, message: messages.teamFieldsRequired }];

export const trimmed = (draft: TeamMemberDraft): TeamMemberDraft => ({
  name: draft.name.trim(),
  role: draft.role.trim(),
  experience: draft.experience.trim(),
  bio: draft.bio.trim(),
});

/**
 * Name, role, experience and bio, each labelled and checked by antd's rules; the add form and the
 * inline edit share them. While any is blank after a submit, an alert says 'Please fill in all
 * fields' as well as each blank field.
 */
export function TeamMemberFields({ disabled }: { disabled?: boolean }) {
  return (
    <>
      {fields.map(({ key, label }) => (
        <Form.Item key={key} name={key} label={label} rules={required} className={styles.field}>
          {key === 'bio' ? <Input.TextArea rows={4} disabled={disabled} /> : <Input disabled={disabled} />}
        </Form.Item>
      ))}
      <Form.Item noStyle shouldUpdate>
        {({ getFieldsError }) =>
          getFieldsError().some(({ errors }) => errors.length > 0) && (
            <Alert className={styles.formError} type="error" showIcon title={messages.teamFieldsRequired} />
          )
        }
      </Form.Item>
    </>
  );
}
