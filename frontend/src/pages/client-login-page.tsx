import { PageHero } from '@/components/page-hero';
import { clientLoginCopy } from '@/content/client-login';
import { ClientLoginForm } from '@/features/client-login/client-login-form';
import styles from './client-login-page.module.css';

export function ClientLoginPage() {
  return (
    <>
      <PageHero
        eyebrow={clientLoginCopy.eyebrow}
        heading={clientLoginCopy.heading}
        lede={clientLoginCopy.lede}
      />
      <div className={`container ${styles.body}`}>
        <ClientLoginForm />
      </div>
    </>
  );
}
