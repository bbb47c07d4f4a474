/** What the audit page says. */
export const auditMessages = {
  ownerOnly: 'Only owners can read the audit log',
  fetchFailed: 'Failed to load the audit log',
  empty: 'Nothing recorded yet.',
  emptyFiltered: 'No entries match these filters.',
  actionFormat: 'An action looks like quote.delete or staff.create.',
  unknownActor: 'Unknown',
} as const;
