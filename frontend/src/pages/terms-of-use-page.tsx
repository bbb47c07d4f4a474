import { LegalDocument } from '@/components/legal-document';
import { termsOfUse } from '@/content/legal/terms-of-use';

export function TermsOfUsePage() {
  return <LegalDocument content={termsOfUse} />;
}
