import type { ReactNode } from 'react';
import { Button, Form, Modal, Space, type FormInstance } from 'antd';
import { busyModalProps } from '@/lib/busy-modal';
import styles from './staff.module.css';

interface StaffFormDialogProps<V extends object> {
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  initialValues: V;
  /** Sends the values; resolves true when the dialog may close. */
  onSubmit: (values: V, form: FormInstance<V>) => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal form for one staff change, mounted while it is open. Its buttons are part of the form, so
 * Enter submits it; the server's refusals land beside their fields, and the dialog stays open until
 * the change is saved.
 */
export function StaffFormDialog<V extends object>({
  title,
  submitLabel,
  busyLabel,
  busy,
  initialValues,
  onSubmit,
  onClose,
  children,
}: StaffFormDialogProps<V>) {
  const [form] = Form.useForm<V>();

  const submit = async (values: V) => {
    if (await onSubmit(values, form)) onClose();
  };

  return (
    <Modal open title={title} footer={null} {...busyModalProps(busy)} onCancel={onClose}>
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        noValidate
        requiredMark={false}
      >
        {children}
        <Space className={styles.dialogActions}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
