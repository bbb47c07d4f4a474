import { STAFF_PASSWORD_MIN_LENGTH } from '@trucking-finance/contracts';

/** What the staff page says (contract Part 2, "Working the leads": staff accounts). */
export const staffMessages = {
  ownerOnly: 'Only owners can manage staff',
  fetchFailed: 'Failed to load staff accounts',
  empty: 'No staff accounts yet.',
  added: (username: string) => `Added ${username}`,
  addFailed: 'Failed to add the staff member',
  saved: (username: string) => `Saved changes to ${username}`,
  saveFailed: 'Failed to save the changes',
  passwordReset: (username: string) => `Password reset for ${username}; their sessions have ended`,
  resetFailed: 'Failed to reset the password',
  removed: (username: string) => `Removed ${username}`,
  removeFailed: 'Failed to remove the staff member',
  confirmRemove: (displayName: string, username: string) =>
    `${displayName} (${username}) will no longer be able to sign in, and their leads become unassigned. This cannot be undone.`,
  usernameTaken: 'That username is already taken.',
  usernameFormat: 'Use 3 to 64 letters, digits, dots, underscores or hyphens.',
  usernameRequired: 'Please enter a username.',
  displayNameRequired: 'Please enter a display name.',
  passwordTooShort: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'Use at most 200 characters.',
  roleRequired: 'Please choose a role.',
  lastOwner: 'There must always be at least one owner.',
  nothingChanged: 'Nothing to save: no field was changed.',
} as const;
