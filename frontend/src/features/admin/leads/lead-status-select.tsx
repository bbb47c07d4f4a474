import { Select } from 'antd';
import { leadStatuses, leadStatusLabels, type LeadStatus } from '@trucking-finance/contracts';

const options = leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }));

interface LeadStatusSelectProps {
  value: LeadStatus;
  label: string;
  disabled?: boolean;
  onChange: (status: LeadStatus) => void;
}

/** The pipeline status, changed in one choice; choosing the current one changes nothing. */
export function LeadStatusSelect({ value, label, disabled, onChange }: LeadStatusSelectProps) {
  return (
    <Select<LeadStatus>
      aria-label={label}
      value={value}
      options={options}
      disabled={disabled}
      virtual={false}
      popupMatchSelectWidth={false}
      style={{ minWidth: '8.5rem' }}
      onChange={(status) => {
        if (status !== value) onChange(status);
      }}
    />
  );
}
