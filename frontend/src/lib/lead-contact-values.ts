/** The contact fields both lead forms start with, blank, in the order both show them (spec §3). */
export const emptyLeadContact = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  mcNumber: '',
  dotNumber: '',
};

type LeadContactValues = typeof emptyLeadContact;

/** The contact part of a lead's request body: the typed text, trimmed. */
export const leadContactPayloadOf = (values: LeadContactValues): LeadContactValues => ({
  companyName: values.companyName.trim(),
  contactName: values.contactName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  mcNumber: values.mcNumber.trim(),
  dotNumber: values.dotNumber.trim(),
});
