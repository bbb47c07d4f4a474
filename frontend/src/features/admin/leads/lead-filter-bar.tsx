import { useId, useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import {
  leadStatuses,
  leadStatusLabels,
  localeLabels,
  locales,
  type LeadAssignee,
  type LeadStatus,
  type Locale,
} from '@trucking-finance/contracts';
import { hasLeadFilters, type LeadFilters } from './lead-filters';
import styles from './leads.module.css';

const ANYONE = 'any';
const languageOptions = [
  { value: ANYONE, label: 'Any language' },
  ...locales.map((locale) => ({ value: locale, label: localeLabels[locale] })),
];
const statusOptions = leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }));

interface LeadFilterBarProps {
  filters: LeadFilters;
  assignees: LeadAssignee[] | undefined;
  onChange: (filters: LeadFilters) => void;
}

/** A text filter that asks the server once typing is done (Enter or leaving the field), not per key. */
function TextFilter({
  label,
  value,
  type = 'text',
  placeholder,
  onCommit,
}: {
  label: string;
  value: string | undefined;
  type?: 'text' | 'search' | 'date';
  placeholder?: string;
  onCommit: (value: string | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  // The URL wins: back, forward and "Clear filters" change the field too.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value ?? '');
  }
  const commit = (text: string) => {
    const next = text.trim() || undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <Input
        id={id}
        type={type}
        value={draft}
        placeholder={placeholder}
        allowClear={type !== 'date'}
        onChange={(event) => {
          setDraft(event.target.value);
          // Dates are picked, not typed letter by letter; a cleared field applies at once.
          if (type === 'date' || event.target.value === '') commit(event.target.value);
        }}
        onPressEnter={() => commit(draft)}
        onBlur={() => commit(draft)}
      />
    </div>
  );
}

/**
 * The view's filters: statuses (spam only when chosen), assignee with the quick "My leads" and
 * "Unassigned" views, submission dates, UTM source and a text search. Every change goes to the URL.
 */
export function LeadFilterBar({ filters, assignees, onChange }: LeadFilterBarProps) {
  const statusId = useId();
  const assigneeId = useId();
  const languageId = useId();
  const set = (change: Partial<LeadFilters>) => onChange({ ...filters, ...change });

  return (
    <section aria-label="Lead filters" className={styles.filters}>
      <Space wrap size="small" className={styles.quickViews}>
        <Button
          aria-pressed={filters.assignedTo === 'me'}
          type={filters.assignedTo === 'me' ? 'primary' : 'default'}
          onClick={() => set({ assignedTo: filters.assignedTo === 'me' ? undefined : 'me' })}
        >
          My leads
        </Button>
        <Button
          aria-pressed={filters.assignedTo === 'none'}
          type={filters.assignedTo === 'none' ? 'primary' : 'default'}
          onClick={() => set({ assignedTo: filters.assignedTo === 'none' ? undefined : 'none' })}
        >
          Unassigned
        </Button>
        <Button disabled={!hasLeadFilters(filters)} onClick={() => onChange({ status: [] })}>
          Clear filters
        </Button>
      </Space>
      <div className={styles.filterGrid}>
        <div className={styles.filter}>
          <label htmlFor={statusId} className={styles.fieldLabel}>
            Status
          </label>
          <Select<LeadStatus[]>
            id={statusId}
            mode="multiple"
            allowClear
            virtual={false}
            placeholder="All but spam"
            value={filters.status}
            options={statusOptions}
            onChange={(status) => set({ status })}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={assigneeId} className={styles.fieldLabel}>
            Assigned to
          </label>
          <Select<string>
            id={assigneeId}
            virtual={false}
            value={filters.assignedTo ?? ANYONE}
            options={[
              { value: ANYONE, label: 'Anyone' },
              { value: 'me', label: 'Me' },
              { value: 'none', label: 'Nobody (unassigned)' },
              ...(assignees ?? []).map(({ id, displayName }) => ({ value: id, label: displayName })),
            ]}
            onChange={(assignedTo) => set({ assignedTo: assignedTo === ANYONE ? undefined : assignedTo })}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={languageId} className={styles.fieldLabel}>
            Language
          </label>
          <Select<string>
            id={languageId}
            virtual={false}
            value={filters.locale ?? ANYONE}
            options={languageOptions}
            onChange={(locale) => set({ locale: locale === ANYONE ? undefined : (locale as Locale) })}
          />
        </div>
        <TextFilter
          label="Submitted from"
          type="date"
          value={filters.from}
          onCommit={(from) => set({ from })}
        />
        <TextFilter label="Submitted to" type="date" value={filters.to} onCommit={(to) => set({ to })} />
        <TextFilter
          label="UTM source"
          value={filters.utmSource}
          placeholder="google"
          onCommit={(utmSource) => set({ utmSource })}
        />
        <TextFilter
          label="Search leads"
          type="search"
          value={filters.q}
          placeholder="Company, contact, email, MC, phone or DOT"
          onCommit={(q) => set({ q })}
        />
      </div>
    </section>
  );
}
