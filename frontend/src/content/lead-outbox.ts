import type { OutboxCopy } from '@/lib/submission-outbox';

/*
 * What the lead forms say about a submission kept on this device when the server did not answer
 * (docs/product.md#lead-forms). Apart from the forms' other words so the notification area of
 * any page can say it without loading a form's copy; each form's copy includes its own.
 */

export const quoteOutboxCopy = {
  saved: {
    title: 'Request Saved on This Device',
    description:
      "We couldn't reach our server, so your quote request is saved on this device. It will be sent automatically as soon as the connection is back, even if you close this page and visit us again within 24 hours. There is no need to send it twice.",
  },
  sent: {
    title: 'Your Saved Quote Request Was Sent',
    description: "We'll contact you within 1 hour during business hours. Reference ID: ",
  },
  refused: {
    title: 'Saved Quote Request Not Accepted',
    description:
      'We could not accept the quote request saved on this device, so we removed it. Please fill in the form again or give us a call.',
  },
  expired: {
    title: 'Saved Quote Request Not Sent',
    description:
      'The quote request saved on this device could not be sent within 24 hours, so we removed it. Please fill in the form again or give us a call.',
  },
} as const satisfies OutboxCopy;

export const fuelCardOutboxCopy = {
  saved: {
    title: 'Application Saved on This Device',
    description:
      "We couldn't reach our server, so your fuel card application is saved on this device. It will be sent automatically as soon as the connection is back, even if you close this page and visit us again within 24 hours. There is no need to send it twice.",
  },
  sent: {
    title: 'Your Saved Fuel Card Application Was Sent',
    description: "We'll contact you within 1 hour during business hours. Reference ID: ",
  },
  refused: {
    title: 'Saved Fuel Card Application Not Accepted',
    description:
      'We could not accept the fuel card application saved on this device, so we removed it. Please fill in the form again or give us a call.',
  },
  expired: {
    title: 'Saved Fuel Card Application Not Sent',
    description:
      'The fuel card application saved on this device could not be sent within 24 hours, so we removed it. Please fill in the form again or give us a call.',
  },
} as const satisfies OutboxCopy;
