import { LegalDocument } from '@/components/legal-document';
import { securityPage } from '@/content/legal/security';

export function SecurityPage() {
  return <LegalDocument content={securityPage} />;
}
