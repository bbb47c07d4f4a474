/**
 * An address: a run of characters that cannot surround one, '@', another such run. The
 * look-behind lets a match start only where a run starts; without it a long run with no '@' was
 * rescanned from each of its characters (quadratic: a 15 KB URL path held the event loop for
 * 250–300 ms). Now each character is looked at a bounded number of times.
 */
const EMAIL = /(?<![^\s@/:;,'"()<>])[^\s@/:;,'"()<>]+@[^\s@/:;,'"()<>]+/g;
/**
 * Seven or more digits, possibly split by separators: phone numbers, tax and account numbers.
 * Starting only at the first digit of a run keeps this one linear too.
 */
const LONG_NUMBER = /(?<!\d)\+?\(?\d[\d\s().-]{5,}\d/g;

/** Log lines carry at most this much of any text they quote. */
export const MAX_REDACTED_LENGTH = 2_000;

/**
 * Masks email addresses and phone-like numbers, so log lines never carry personal data, in one
 * linear pass over the text; then keeps at most `maxLength` characters of the result (cut after
 * masking, so the cut can never leave half an address readable).
 */
export function redact(text: string, maxLength = MAX_REDACTED_LENGTH): string {
  const masked = text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
  return masked.length > maxLength ? `${masked.slice(0, maxLength)}…` : masked;
}
