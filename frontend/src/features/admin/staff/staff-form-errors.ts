import type { FormInstance } from 'antd';
import type { FieldErrorCode, StaffCreatePayload } from '@trucking-finance/contracts';
import { apiErrorBodyOf } from '@/lib/api-error';
import { staffMessages } from './staff-messages';

type StaffField = keyof StaffCreatePayload;

const fieldMessage = (field: StaffField, code: FieldErrorCode): string => {
  switch (field) {
    case 'username':
      return code === 'required' || code === 'not_text'
        ? staffMessages.usernameRequired
        : staffMessages.usernameFormat;
    case 'displayName':
      return code === 'too_long' ? 'Use at most 200 characters.' : staffMessages.displayNameRequired;
    case 'password':
      return code === 'too_long' ? staffMessages.passwordTooLong : staffMessages.passwordTooShort;
    case 'role':
      return staffMessages.roleRequired;
  }
};

const isStaffField = (field: string, shown: readonly StaffField[]): field is StaffField =>
  (shown as readonly string[]).includes(field);

/**
 * Puts the server's refusal next to the field it concerns: a taken username (409) or the fields a
 * 400 names. True when it did; otherwise the caller says so in a toast.
 */
export function showFieldErrors(form: FormInstance, error: unknown, shown: readonly StaffField[]): boolean {
  const body = apiErrorBodyOf(error);
  if (!body) return false;
  if (body.code === 'staff_username_taken' && shown.includes('username')) {
    form.setFields([{ name: 'username', errors: [staffMessages.usernameTaken] }]);
    return true;
  }
  const fields = Object.entries(body.fields ?? {}).filter(([field]) => isStaffField(field, shown));
  if (fields.length === 0) return false;
  form.setFields(
    fields.map(([field, code]) => ({ name: field, errors: [fieldMessage(field as StaffField, code)] })),
  );
  return true;
}
