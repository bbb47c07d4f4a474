/** The words a legal or info page adds around its document: its date line and contents heading. */
export const legalDocumentCopy = {
  lastUpdated: 'Last updated',
  onThisPage: 'On this page',
};
