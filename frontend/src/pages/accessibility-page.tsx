import { LegalDocument } from '@/components/legal-document';
import { accessibilityStatement } from '@/content/legal/accessibility';

export function AccessibilityPage() {
  return <LegalDocument content={accessibilityStatement} />;
}
