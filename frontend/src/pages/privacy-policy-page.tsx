import { LegalDocument } from '@/components/legal-document';
import { privacyPolicy } from '@/content/legal/privacy-policy';

export function PrivacyPolicyPage() {
  return <LegalDocument content={privacyPolicy} />;
}
