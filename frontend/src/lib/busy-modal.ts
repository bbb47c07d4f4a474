import type { ModalProps } from 'antd';

/**
 * An admin dialog whose request is running stays open: no close button, no closing by a click on
 * the mask or by Escape. Spread into antd's `Modal`.
 */
export function busyModalProps(busy: boolean): Pick<ModalProps, 'closable' | 'mask' | 'keyboard'> {
  return { closable: !busy, mask: { closable: !busy }, keyboard: !busy };
}

/**
 * An antd `Modal` that asks before removing something: a danger OK button labelled `label`, or
 * `busyLabel` with a spinner while the removal runs, when Cancel is disabled and the dialog stays open.
 */
export function removeConfirmProps(
  busy: boolean,
  label: string,
  busyLabel: string,
): Pick<
  ModalProps,
  'okText' | 'okButtonProps' | 'confirmLoading' | 'cancelButtonProps' | 'closable' | 'mask' | 'keyboard'
> {
  return {
    okText: busy ? busyLabel : label,
    okButtonProps: { danger: true },
    confirmLoading: busy,
    cancelButtonProps: { disabled: busy },
    ...busyModalProps(busy),
  };
}
