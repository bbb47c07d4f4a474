import { PageHero } from '@/components/page-hero';
import { externalLoginCopy } from '@/content/external-login';
import { ExternalLoginForm } from '@/features/external-login/external-login-form';
import { ShareLoginLink } from '@/features/external-login/share-login-link';
import styles from './external-login-page.module.css';

export function ExternalLoginPage() {
  return (
    <>
      <PageHero
        eyebrow={externalLoginCopy.eyebrow}
        heading={externalLoginCopy.heading}
        lede={externalLoginCopy.lede}
      />
      <div className={`container ${styles.body}`}>
        <ExternalLoginForm />
        <ShareLoginLink />
      </div>
    </>
  );
}
