import { useId } from 'react';
import { Alert, Form, Input } from 'antd';
import { messages, type TeamMemberCreatePayload } from '@trucking-finance/contracts';
import styles from './team-manager.module.css';

export type TeamMemberDraft = TeamMemberCreatePayload;
export const emptyDraft: TeamMemberDraft = { name: '', role: '', experience: '', bio: '' };

const fields: { key: keyof TeamMemberDraft; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'role', label: 'Role' },
  { key: 'experience', label: 'Experience' },
  { key: 'bio', label: 'Bio' },
];

/** The fields left blank; all four are required (spec §5). */
export const blankFields = (draft: TeamMemberDraft): (keyof TeamMemberDraft)[] =>
  fields.map(({ key }) => key).filter((key) => !draft[key].trim());

export const trimmed = (draft: TeamMemberDraft): TeamMemberDraft => ({
  name: draft.name.trim(),
  role: draft.role.trim(),
  experience: draft.experience.trim(),
  bio: draft.bio.trim(),
});

interface TeamMemberFieldsProps {
  draft: TeamMemberDraft;
  onChange: (draft: TeamMemberDraft) => void;
  /** After a submit with blanks: the form says 'Please fill in all fields' and marks them. */
  showErrors: boolean;
  disabled?: boolean;
}

/** Name, role, experience and bio, each labelled; the add form and the inline edit share them. */
export function TeamMemberFields({ draft, onChange, showErrors, disabled }: TeamMemberFieldsProps) {
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const blanks = showErrors ? blankFields(draft) : [];

  return (
    <>
      {fields.map(({ key, label }) => {
        const id = `${idPrefix}-${key}`;
        const invalid = blanks.includes(key);
        const common = {
          id,
          value: draft[key],
          disabled,
          status: invalid ? ('error' as const) : undefined,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? errorId : undefined,
          'aria-required': true,
          onChange: (event: { target: { value: string } }) =>
            onChange({ ...draft, [key]: event.target.value }),
        };
        return (
          <Form.Item key={key} label={label} htmlFor={id} className={styles.field}>
            {key === 'bio' ? <Input.TextArea {...common} rows={4} /> : <Input {...common} />}
          </Form.Item>
        );
      })}
      {blanks.length > 0 && (
        <Alert
          id={errorId}
          className={styles.formError}
          type="error"
          showIcon
          title={messages.teamFieldsRequired}
        />
      )}
    </>
  );
}
