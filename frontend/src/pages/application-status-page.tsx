import { PageHero } from '@/components/page-hero';
import { applicationStatusCopy } from '@/content/application-status';
import { ApplicationStatusForm } from '@/features/application-status/application-status-form';
import styles from './client-login-page.module.css';

export function ApplicationStatusPage() {
  return (
    <>
      <PageHero
        eyebrow={applicationStatusCopy.eyebrow}
        heading={applicationStatusCopy.heading}
        lede={applicationStatusCopy.lede}
      />
      <div className={`container ${styles.body}`}>
        <ApplicationStatusForm />
      </div>
    </>
  );
}
