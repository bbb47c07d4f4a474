import { useId, useState } from 'react';
import { Alert, Button, Card, Statistic } from 'antd';
import {
  FIRST_CONTACT_TARGET_MINUTES,
  FIRST_CONTACT_WINDOW_DAYS,
  leadStatuses,
  leadStatusLabels,
  type LeadStatsResponse,
} from '@trucking-finance/contracts';
import type { LeadRef } from '../admin-api';
import { formatSubmittedAt } from './submitted-at';
import styles from './leads.module.css';

type Stats = LeadStatsResponse['stats'];

interface SpeedToLeadProps {
  stats: Partial<Stats> | undefined;
  timeZone: string;
  onOpen: (lead: LeadRef) => void;
  /** Shows every lead still new in the table, oldest first. */
  onShowAllNew: () => void;
}

/**
 * How many waiting leads show before "Show N more": the oldest are what cannot be missed, and a
 * backlog of twenty must not push the tables below the fold on every visit.
 */
const WAITING_SHOWN = 5;

/** "2 h 05 min" for longer waits, "35 min" for short ones. */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  return `${hours.toLocaleString('en-US')} h ${String(whole % 60).padStart(2, '0')} min`;
}

/**
 * How fast leads reach a person: the median minutes to first contact over 30 days, the leads by
 * status, and the leads still `new` after an hour, oldest first, in warning colours: the
 * WAITING_SHOWN oldest, the rest the server listed one click away, and, past those, every new
 * lead in the tables.
 */
export function SpeedToLead({ stats, timeZone, onOpen, onShowAllNew }: SpeedToLeadProps) {
  const waiting = stats?.waitingOverAnHour;
  const median = stats?.medianMinutesToFirstContact;
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const more = (waiting?.leads.length ?? 0) - WAITING_SHOWN;
  const shown = showAll ? waiting?.leads : waiting?.leads.slice(0, WAITING_SHOWN);
  return (
    <>
      {waiting && waiting.total > 0 && (
        <Alert
          type="warning"
          showIcon
          className={styles.waiting}
          role="region"
          aria-label="Leads waiting for first contact"
          title={`${waiting.total.toLocaleString('en-US')} ${waiting.total === 1 ? 'lead is' : 'leads are'} still new after ${FIRST_CONTACT_TARGET_MINUTES} minutes`}
          description={
            <>
              <ol id={listId} className={styles.waitingList}>
                {shown?.map((lead) => (
                  <li key={`${lead.kind}:${lead.id}`}>
                    <Button
                      type="link"
                      className={styles.waitingLink}
                      onClick={() => onOpen({ kind: lead.kind, id: lead.id })}
                    >
                      {lead.companyName}
                    </Button>{' '}
                    ({lead.contactName}, {lead.kind === 'quotes' ? 'quote request' : 'fuel card application'}
                    ), waiting since{' '}
                    <time dateTime={lead.submittedAt}>{formatSubmittedAt(lead.submittedAt, timeZone)}</time>
                    {lead.assignedTo ? '' : ', unassigned'}
                  </li>
                ))}
              </ol>
              {more > 0 && (
                <Button
                  type="link"
                  className={styles.waitingToggle}
                  aria-expanded={showAll}
                  aria-controls={listId}
                  onClick={() => setShowAll((all) => !all)}
                >
                  {showAll ? `Show the ${WAITING_SHOWN} longest waiting only` : `Show ${more} more`}
                </Button>
              )}
              {waiting.total > waiting.leads.length && (
                <p className={styles.waitingMore}>
                  <Button type="link" className={styles.waitingToggle} onClick={onShowAllNew}>
                    Show every new lead in the tables, oldest first
                  </Button>
                </p>
              )}
            </>
          }
        />
      )}
      <section aria-label="Speed to lead" className={styles.stats}>
        <Card size="small">
          <Statistic
            title={`Median time to first contact (${FIRST_CONTACT_WINDOW_DAYS} days)`}
            value={median === undefined || median === null ? 'No contacts yet' : formatMinutes(median)}
          />
        </Card>
        {stats?.byStatus && (
          <Card size="small" title="Leads by status">
            <dl className={styles.statusCounts}>
              {leadStatuses.map((status) => (
                <div key={status}>
                  <dt>{leadStatusLabels[status]}</dt>
                  <dd>{(stats.byStatus?.[status] ?? 0).toLocaleString('en-US')}</dd>
                </div>
              ))}
            </dl>
          </Card>
        )}
      </section>
    </>
  );
}
