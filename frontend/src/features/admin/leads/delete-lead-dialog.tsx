import { Modal } from 'antd';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { readAdminToken } from '@/lib/admin-token';
import { useDeleteFuelCardApplicationMutation, useDeleteQuoteMutation } from '../admin-api';
import { adminMessages, leadKinds, type LeadKind } from '../admin-messages';
import type { Lead } from './lead-columns';

export interface DeleteTarget {
  kind: LeadKind;
  lead: Lead;
}

interface DeleteLeadDialogProps {
  target: DeleteTarget | null;
  onDeleted: (target: DeleteTarget) => void;
  onClose: () => void;
}

/** Asks before deleting a quote request or fuel card application; 'Deleting...' while the server works. */
export function DeleteLeadDialog({ target, onDeleted, onClose }: DeleteLeadDialogProps) {
  const toast = useToast();
  const failed = useFailureToast();
  const [deleteQuote, quoteDeletion] = useDeleteQuoteMutation();
  const [deleteApplication, applicationDeletion] = useDeleteFuelCardApplicationMutation();
  const deleting = quoteDeletion.isLoading || applicationDeletion.isLoading;
  const words = target ? leadKinds[target.kind] : undefined;

  const confirm = async () => {
    if (!target || !words) return;
    if (!readAdminToken()) {
      toast({
        title: adminMessages.authenticationRequired,
        description: words.loginToDelete,
        variant: 'destructive',
      });
      onClose();
      return;
    }
    const remove = target.kind === 'quote' ? deleteQuote : deleteApplication;
    try {
      await remove(target.lead.id).unwrap();
      toast({ title: words.deleted });
      onDeleted(target);
    } catch (error) {
      failed(error, adminMessages.error, words.deleteFailed);
    }
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={words ? `Delete this ${words.singular}?` : undefined}
      okText={deleting ? 'Deleting...' : 'Delete'}
      okButtonProps={{ danger: true }}
      confirmLoading={deleting}
      cancelButtonProps={{ disabled: deleting }}
      closable={!deleting}
      mask={{ closable: !deleting }}
      keyboard={!deleting}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && words && (
        <p>
          The {words.singular} from {target.lead.companyName} ({target.lead.contactName}, {target.lead.email})
          will be deleted for good. This cannot be undone.
        </p>
      )}
    </Modal>
  );
}
