import { useId, useState } from 'react';
import { Input, Modal } from 'antd';
import { LOST_REASON_MAX_LENGTH } from '@trucking-finance/contracts';
import styles from './leads.module.css';

interface LostReasonDialogProps {
  open: boolean;
  companyName: string | undefined;
  saving: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** A lead is only marked lost with the reason why (the server refuses it without one). */
export function LostReasonDialog({ open, companyName, saving, onConfirm, onCancel }: LostReasonDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Modal
      open={open}
      title={companyName ? `Mark ${companyName} as lost` : 'Mark as lost'}
      okText="Mark as lost"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => {
        setReason('');
        setMissing(false);
      }}
      destroyOnHidden
    >
      <label htmlFor={inputId} className={styles.fieldLabel}>
        Why was it lost?
      </label>
      <Input.TextArea
        id={inputId}
        value={reason}
        maxLength={LOST_REASON_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        aria-required="true"
        aria-invalid={missing}
        aria-describedby={missing ? errorId : undefined}
        status={missing ? 'error' : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
      />
      {missing && (
        <p id={errorId} role="alert" className={styles.fieldError}>
          Please say why the lead was lost.
        </p>
      )}
    </Modal>
  );
}
