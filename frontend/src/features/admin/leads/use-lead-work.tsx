import { useCallback, useMemo, useState } from 'react';
import type { LeadStatus } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { useUpdateLeadMutation, type LeadRef } from '../admin-api';
import { LostReasonDialog } from './lost-reason-dialog';

export interface LeadWork {
  /** Moves a lead to a status; `lost` first asks for the reason. */
  setStatus: (lead: LeadRef, status: LeadStatus, companyName: string) => void;
  /** Gives the lead to a staff member, or to nobody (null). */
  assign: (lead: LeadRef, assignedTo: string | null) => void;
  /** The lead whose change is on its way, if any. */
  busyId: string | undefined;
}

interface LostTarget {
  lead: LeadRef;
  companyName: string;
}

/**
 * Working a lead from the table or its drawer: one call per change, the lists, the drawer and the
 * numbers refresh after it. Returns the dialog asking for a lost reason, to render once.
 */
export function useLeadWork(): { work: LeadWork; lostReasonDialog: React.ReactNode } {
  const toast = useToast();
  const failed = useFailureToast();
  const [updateLead, update] = useUpdateLeadMutation();
  const [lostTarget, setLostTarget] = useState<LostTarget | null>(null);

  const send = useCallback(
    async (lead: LeadRef, change: Parameters<typeof updateLead>[0]['change'], done: string) => {
      try {
        await updateLead({ ...lead, change }).unwrap();
        toast({ title: done });
        return true;
      } catch (error) {
        failed(error, 'Error', 'Failed to update the lead');
        return false;
      }
    },
    [updateLead, toast, failed],
  );

  const work = useMemo<LeadWork>(
    () => ({
      setStatus: (lead, status, companyName) => {
        if (status === 'lost') setLostTarget({ lead, companyName });
        else void send(lead, { status }, 'Status updated');
      },
      assign: (lead, assignedTo) =>
        void send(lead, { assignedTo }, assignedTo ? 'Lead assigned' : 'Lead unassigned'),
      busyId: update.isLoading ? update.originalArgs?.id : undefined,
    }),
    [send, update.isLoading, update.originalArgs?.id],
  );

  const lostReasonDialog = (
    <LostReasonDialog
      companyName={lostTarget?.companyName}
      open={lostTarget !== null}
      saving={update.isLoading}
      onCancel={() => setLostTarget(null)}
      onConfirm={async (lostReason) => {
        if (!lostTarget) return;
        if (await send(lostTarget.lead, { status: 'lost', lostReason }, 'Marked as lost'))
          setLostTarget(null);
      }}
    />
  );

  return { work, lostReasonDialog };
}
