import { SubmitInvoicePlaceholder } from '@/features/client-portal/submit/submit-invoice-placeholder';

export function ClientSubmitInvoicePage() {
  return <SubmitInvoicePlaceholder />;
}
