import { maxLengthOf, type FieldErrorCode } from '@trucking-finance/contracts';
import {
  checkMessage,
  leadFieldCopy,
  termsMessage,
  tooLongMessage,
  type FieldCopy,
  type LeadField,
} from './lead-field-copy';

/**
 * What a lead form says about a field, by the code of its problem: the same code whether the
 * browser found it or the server did (`fields` of an error answer), so the words are always ours
 * (lead-field-copy.ts, or its Spanish twin on the Spanish site).
 */
export function leadFieldMessage(field: LeadField | 'agreeToTerms', code: FieldErrorCode): string {
  if (field === 'agreeToTerms') return termsMessage;
  const copy: FieldCopy = leadFieldCopy[field];
  switch (code) {
    case 'required':
    case 'not_text':
    case 'not_one_of':
      return copy.required;
    case 'too_long':
      return tooLongMessage(maxLengthOf(field));
    default:
      return copy.invalid ?? checkMessage;
  }
}
