const EMAIL = /[^\s@/:;,'"()<>]+@[^\s@/:;,'"()<>]+/g;
// Seven or more digits, possibly split by separators: phone numbers, tax and account numbers.
const LONG_NUMBER = /\+?\(?\d[\d\s().-]{5,}\d/g;

/** Masks email addresses and phone-like numbers, so log lines never carry personal data. */
export const redact = (text: string): string =>
  text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
