import { useEffect } from 'react';
import { referenceIdOf, type LeadKind } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { fuelCardOutboxCopy, quoteOutboxCopy } from '@/content/lead-outbox';
import { leadDraftKeys, listenToOutbox, type OutboxCopy } from '@/lib/submission-outbox';

const outboxCopy: Record<LeadKind, OutboxCopy> = {
  quotes: quoteOutboxCopy,
  'fuel-card-applications': fuelCardOutboxCopy,
};

const idOf = (response: unknown): string | undefined => {
  const body = response as { quote?: { id?: unknown }; application?: { id?: unknown } } | undefined;
  const id = body?.quote?.id ?? body?.application?.id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Tells the visitor, in a toast, how a submission kept on this device ended when the form that
 * sent it is not on the page (another page, or a later visit): sent with its reference, refused,
 * or expired. A sent lead's draft goes too, so the form does not come back filled in.
 */
export function OutboxToasts({ areaHost = false }: { areaHost?: boolean }) {
  const toast = useToast();
  useEffect(
    () =>
      listenToOutbox(
        ({ result, entry, ...outcome }) => {
          const copy = outboxCopy[entry.kind] ?? outboxCopy.quotes;
          if (result === 'sent') {
            try {
              window.sessionStorage.removeItem(leadDraftKeys[entry.kind]);
            } catch {
              // Storage off: there is no draft either.
            }
            const id = idOf('response' in outcome ? outcome.response : undefined);
            toast({
              title: copy.sent.title,
              description: id ? copy.sent.description + referenceIdOf(id) : undefined,
            });
          } else {
            toast({ ...copy[result], variant: 'destructive' });
          }
          return true;
        },
        areaHost ? 'area-host' : 'host',
      ),
    [toast, areaHost],
  );
  return null;
}
