import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Drawer, Input, Spin, Tag, type DescriptionsProps } from 'antd';
import {
  businessTypeLabels,
  estimateFee,
  fuelCardTierLabels,
  leadStatusLabels,
  monthlyFuelSpendLabels,
  monthlyRevenueLabels,
  NOTE_MAX_LENGTH,
  optionLabel,
  referenceIdOf,
  localeLabels,
  serviceLabels,
  yearsInBusinessLabels,
  type EstimateAnswers,
  type LeadAssignee,
  type LeadDetail,
  type LeadSourceField,
} from '@trucking-finance/contracts';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { quoteEstimateCopy } from '@/content/quote-estimate';
import { errorStatus } from '@/lib/api-error';
import { useAddLeadNoteMutation, useGetLeadQuery, type LeadRef } from '../admin-api';
import { AssigneeSelect } from './assignee-select';
import { LeadStatusSelect } from './lead-status-select';
import { formatSubmittedAt } from './submitted-at';
import type { LeadWork } from './use-lead-work';
import styles from './leads.module.css';

const kindNames = { quotes: 'Quote request', 'fuel-card-applications': 'Fuel card application' } as const;

const sourceLabels: Record<LeadSourceField, string> = {
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  utmTerm: 'UTM term',
  utmContent: 'UTM content',
  referrer: 'Referrer',
  landingPath: 'Landing page',
};

const historyFieldLabels: Record<string, string> = {
  status: 'Status',
  assignedTo: 'Assignee',
  lostReason: 'Lost reason',
  firstContactedAt: 'First contact',
};

const orNone = (text: string | null | undefined): ReactNode => (text?.trim() ? text : 'None');

interface LeadDrawerProps {
  lead: LeadRef | undefined;
  assignees: LeadAssignee[] | undefined;
  work: LeadWork;
  timeZone: string;
  onOpen: (lead: LeadRef) => void;
  onClose: () => void;
}

/** Every field the visitor sent, by its label, in the order of the form. */
function leadFields(lead: LeadDetail, timeZone: string): DescriptionsProps['items'] {
  const common = [
    { key: 'submittedAt', label: 'Submitted', children: formatSubmittedAt(lead.submittedAt, timeZone) },
    { key: 'companyName', label: 'Company', children: lead.companyName },
    { key: 'contactName', label: 'Contact', children: lead.contactName },
    { key: 'email', label: 'Email', children: <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    {
      key: 'phone',
      label: 'Phone',
      children: <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>,
    },
    { key: 'mcNumber', label: 'MC number', children: lead.mcNumber },
    { key: 'dotNumber', label: 'DOT number', children: lead.dotNumber },
  ];
  const business = [
    {
      key: 'businessType',
      label: 'Business type',
      children: optionLabel(businessTypeLabels, lead.businessType),
    },
    {
      key: 'yearsInBusiness',
      label: 'Years in business',
      children: optionLabel(yearsInBusinessLabels, lead.yearsInBusiness),
    },
    { key: 'numberOfTrucks', label: 'Trucks', children: String(lead.numberOfTrucks) },
  ];
  const own =
    lead.kind === 'quotes'
      ? [
          {
            key: 'servicesInterested',
            label: 'Service',
            children: optionLabel(serviceLabels, lead.servicesInterested),
          },
          {
            key: 'monthlyRevenue',
            label: 'Monthly revenue',
            children: optionLabel(monthlyRevenueLabels, lead.monthlyRevenue),
          },
          {
            // What the applicant saw beside the reference: the same formula, from these answers.
            key: 'estimate',
            label: 'Instant estimate',
            children: `${quoteEstimateCopy.range(estimateFee(lead as unknown as EstimateAnswers))} per invoice`,
          },
          ...business,
          { key: 'comments', label: 'Comments', children: orNone(lead.comments) },
        ]
      : [
          {
            key: 'fuelCardTier',
            label: 'Program',
            children: optionLabel(fuelCardTierLabels, lead.fuelCardTier),
          },
          {
            key: 'monthlyFuelSpend',
            label: 'Monthly fuel spend',
            children: optionLabel(monthlyFuelSpendLabels, lead.monthlyFuelSpend),
          },
          ...business,
          { key: 'primaryRoutes', label: 'Primary routes', children: orNone(lead.primaryRoutes) },
          {
            key: 'preferredFuelBrands',
            label: 'Preferred fuel brands',
            children: orNone(lead.preferredFuelBrands),
          },
          { key: 'comments', label: 'Comments', children: orNone(lead.comments) },
        ];
  return [
    ...common,
    ...own,
    { key: 'locale', label: 'Language', children: localeLabels[lead.locale] },
    // The reference the applicant has (toast, confirmation, email) is the id's first characters.
    { key: 'reference', label: 'Reference ID', children: <code>{referenceIdOf(lead.id)}</code> },
    { key: 'id', label: 'Lead id', children: <code>{lead.id}</code> },
  ];
}

function NoteForm({ lead }: { lead: LeadRef }) {
  const id = useId();
  const errorId = useId();
  const failed = useFailureToast();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [addNote, adding] = useAddLeadNoteMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) {
      setEmpty(true);
      return;
    }
    try {
      await addNote({ ...lead, text: note }).unwrap();
      setText('');
    } catch (error) {
      failed(error, 'Error', 'Failed to add the note');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add a note" className={styles.noteForm}>
      <label htmlFor={id} className={styles.fieldLabel}>
        New note
      </label>
      <Input.TextArea
        id={id}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 8 }}
        aria-invalid={empty}
        aria-describedby={empty ? errorId : undefined}
        status={empty ? 'error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) setEmpty(false);
        }}
      />
      {empty && (
        <p id={errorId} role="alert" className={styles.fieldError}>
          Please write the note first.
        </p>
      )}
      <Button htmlType="submit" type="primary" loading={adding.isLoading}>
        Add note
      </Button>
    </form>
  );
}

function LeadBody({
  lead,
  assignees,
  work,
  timeZone,
  onOpen,
}: { lead: LeadDetail } & Omit<LeadDrawerProps, 'lead' | 'onClose'>) {
  const ref = { kind: lead.kind, id: lead.id };
  const source = Object.entries(sourceLabels).flatMap(([field, label]) => {
    const value = lead.source[field as LeadSourceField];
    return value ? [{ key: field, label, children: value }] : [];
  });
  // The server records people by display name, and times as ISO strings.
  const historyValue = (field: string, value: string | null): string => {
    if (value === null) return field === 'assignedTo' ? 'nobody' : 'none';
    if (field === 'status') return leadStatusLabels[value as keyof typeof leadStatusLabels] ?? value;
    if (field === 'firstContactedAt') return formatSubmittedAt(value, timeZone);
    return value;
  };

  return (
    <div className={styles.drawerBody}>
      <section aria-label="Working the lead" className={styles.workControls}>
        <div className={styles.filter}>
          <span className={styles.fieldLabel} aria-hidden="true">
            Status
          </span>
          <LeadStatusSelect
            value={lead.status}
            label="Status"
            disabled={work.busyId === lead.id}
            onChange={(status) => work.setStatus(ref, status, lead.companyName)}
          />
        </div>
        <div className={styles.filter}>
          <span className={styles.fieldLabel} aria-hidden="true">
            Assigned to
          </span>
          <AssigneeSelect
            value={lead.assignedTo}
            assignees={assignees}
            label="Assigned to"
            disabled={work.busyId === lead.id}
            onChange={(assignedTo) => work.assign(ref, assignedTo)}
          />
        </div>
        {lead.status === 'lost' && lead.lostReason && (
          <p className={styles.lostReason}>Lost: {lead.lostReason}</p>
        )}
        {lead.firstContactedAt && (
          <p className={styles.lostReason}>
            First contacted {formatSubmittedAt(lead.firstContactedAt, timeZone)}
          </p>
        )}
      </section>

      <Descriptions title="Details" size="small" column={1} bordered items={leadFields(lead, timeZone)} />

      <section aria-labelledby="lead-source-heading">
        <h3 id="lead-source-heading" className={styles.drawerHeading}>
          Source
        </h3>
        {source.length ? (
          <Descriptions size="small" column={1} bordered items={source} />
        ) : (
          <p>Direct visit: no campaign or referring site was recorded.</p>
        )}
      </section>

      <section aria-labelledby="lead-duplicates-heading">
        <h3 id="lead-duplicates-heading" className={styles.drawerHeading}>
          Possible duplicates
        </h3>
        {lead.duplicates.length ? (
          <ul className={styles.plainList}>
            {lead.duplicates.map((duplicate) => (
              <li key={`${duplicate.kind}:${duplicate.id}`}>
                <Button type="link" className={styles.waitingLink} onClick={() => onOpen(duplicate)}>
                  {kindNames[duplicate.kind]} of {formatSubmittedAt(duplicate.submittedAt, timeZone)}
                </Button>{' '}
                <Tag>{leadStatusLabels[duplicate.status]}</Tag>
              </li>
            ))}
          </ul>
        ) : (
          <p>No other lead with this email, phone or DOT number in the last 180 days.</p>
        )}
      </section>

      <section aria-labelledby="lead-notes-heading">
        <h3 id="lead-notes-heading" className={styles.drawerHeading}>
          Notes
        </h3>
        <NoteForm key={lead.id} lead={ref} />
        {lead.notes.length ? (
          <ol className={styles.plainList} aria-label="Notes, newest first">
            {lead.notes.toReversed().map((note) => (
              <li key={note.id} className={styles.note}>
                <p className={styles.noteMeta}>
                  {note.author},{' '}
                  <time dateTime={note.createdAt}>{formatSubmittedAt(note.createdAt, timeZone)}</time>
                </p>
                <p className={styles.noteText}>{note.text}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p>No notes yet.</p>
        )}
      </section>

      <section aria-labelledby="lead-history-heading">
        <h3 id="lead-history-heading" className={styles.drawerHeading}>
          History
        </h3>
        {lead.history.length ? (
          <ol className={styles.plainList} aria-label="Changes, oldest first">
            {lead.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{formatSubmittedAt(entry.at, timeZone)}</time>: {entry.by} changed{' '}
                {historyFieldLabels[entry.field] ?? entry.field} from {historyValue(entry.field, entry.from)}{' '}
                to {historyValue(entry.field, entry.to)}
              </li>
            ))}
          </ol>
        ) : (
          <p>No changes yet.</p>
        )}
      </section>
    </div>
  );
}

/**
 * One lead in full beside the list (`?lead=<id>&leadKind=<kind>`, so it can be linked): every field,
 * where it came from, its status and assignee, notes (newest first), history and duplicates.
 */
export function LeadDrawer({ lead, onClose, ...props }: LeadDrawerProps) {
  const detail = useGetLeadQuery(lead ?? { kind: 'quotes', id: '' }, { skip: !lead });
  const shown = detail.data?.lead;
  const title = shown ? `${kindNames[shown.kind]}: ${shown.companyName}` : 'Lead';

  return (
    <Drawer
      open={lead !== undefined}
      onClose={onClose}
      title={title}
      size="large"
      rootClassName={styles.drawer}
      destroyOnHidden
    >
      {detail.isFetching && !shown && <Spin aria-label="Loading the lead" />}
      {detail.error && !detail.isFetching && (
        <Alert
          type="error"
          title={
            errorStatus(detail.error) === 404
              ? 'This lead no longer exists.'
              : 'The lead could not be loaded.'
          }
        />
      )}
      {shown && lead && shown.id === lead.id && <LeadBody lead={shown} {...props} />}
    </Drawer>
  );
}
