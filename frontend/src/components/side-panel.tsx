import type { ReactNode } from 'react';
import { useProviderPhone } from '@/lib/provider-phone';
import { ContactIcon, type ContactIconName } from './contact-icons';
import styles from './side-panel.module.css';

interface SidePanelProps {
  icon: ContactIconName;
  title: string;
  /** Id of the h2, for an enclosing landmark to be labelled by it. */
  titleId?: string;
  /** A paragraph under the title. */
  text?: string;
  /** `dark` navy with light text; `notice` a pale warning. */
  tone?: 'plain' | 'dark' | 'notice';
  children?: ReactNode;
}

/** A small card of a form page's sidebar: an icon and h2, then a paragraph and whatever else it holds. */
export function SidePanel({ icon, title, titleId, text, tone = 'plain', children }: SidePanelProps) {
  return (
    <section className={`${styles.panel} ${styles[tone]}`}>
      <h2 id={titleId} className={styles.title}>
        <ContactIcon name={icon} className={styles.icon} />
        {title}
      </h2>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </section>
  );
}

interface CallPanelProps {
  title: string;
  text: string;
  /** When the number is answered. */
  hours?: string;
}

/** The sidebar's dark card with the provider's number to call (PROVIDER_PHONE). */
export function CallPanel({ title, text, hours }: CallPanelProps) {
  const phone = useProviderPhone();
  return (
    <SidePanel icon="phone" title={title} text={text} tone="dark">
      <a className={styles.phone} href={phone.href}>
        {phone.display}
      </a>
      {hours && <p className={`${styles.text} ${styles.hours}`}>{hours}</p>}
    </SidePanel>
  );
}
