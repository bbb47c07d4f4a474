import { Select } from 'antd';
import type { LeadAssignee } from '@trucking-finance/contracts';

const UNASSIGNED = '';

interface AssigneeSelectProps {
  value: string | null;
  assignees: LeadAssignee[] | undefined;
  label: string;
  disabled?: boolean;
  onChange: (assignedTo: string | null) => void;
}

/** Who works the lead: any staff member (`GET /api/leads/assignees`), or nobody. */
export function AssigneeSelect({ value, assignees, label, disabled, onChange }: AssigneeSelectProps) {
  const options = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(assignees ?? []).map(({ id, displayName }) => ({ value: id, label: displayName })),
  ];
  // A lead may be assigned to someone the list has not loaded (or no longer has): show the id's holder as unknown.
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: 'Former staff member' });
  }
  return (
    <Select<string>
      aria-label={label}
      value={value ?? UNASSIGNED}
      options={options}
      disabled={disabled}
      virtual={false}
      popupMatchSelectWidth={false}
      style={{ minWidth: '10rem' }}
      onChange={(next) => {
        const assignedTo = next === UNASSIGNED ? null : next;
        if (assignedTo !== value) onChange(assignedTo);
      }}
    />
  );
}
