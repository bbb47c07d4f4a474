/** What the admin area says (docs/product.md#admin-area); the server's own sentences come from the contracts' `messages`. */
export const adminMessages = {
  checkingSession: 'Checking your session…',
  sessionEnded: 'Your session has ended. Please log in again.',
  loginSuccessful: 'Admin login successful',
  loginUnreachable: 'We could not reach the server. Check your connection and try again.',
  loggedOut: 'You have been logged out.',
  fetchStatsFailed: 'Failed to fetch dashboard numbers',
  searchFailed: 'Failed to search submissions',
  authenticationRequired: 'Authentication Required',
  error: 'Error',
} as const;

/** The two kinds of lead, each with the words the dashboard uses for it. */
export const leadKinds = {
  quote: {
    tab: 'Quote Requests',
    singular: 'quote request',
    loginToDelete: 'Please log in to delete quotes',
    deleted: 'Quote deleted successfully',
    deleteFailed: 'Failed to delete quote',
    fetchFailed: 'Failed to fetch quotes',
    empty: 'No quote requests yet.',
  },
  fuelCardApplication: {
    tab: 'Fuel Card Applications',
    singular: 'fuel card application',
    loginToDelete: 'Please log in to delete fuel card applications',
    deleted: 'Fuel card application deleted successfully',
    deleteFailed: 'Failed to delete fuel card application',
    fetchFailed: 'Failed to fetch fuel card applications',
    empty: 'No fuel card applications yet.',
  },
} as const;

export type LeadKind = keyof typeof leadKinds;
