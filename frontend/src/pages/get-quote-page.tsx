import { ContactIcon } from '@/components/contact-icons';
import { PageHero } from '@/components/page-hero';
import { getQuoteHero, getQuoteSidebar } from '@/content/get-quote';
import { QuoteForm } from '@/features/quote-form/quote-form';
import { useProviderPhone } from '@/lib/provider-phone';
import styles from './lead-page.module.css';

export function GetQuotePage() {
  const phone = useProviderPhone();
  const { call, holidayNotice, cards } = getQuoteSidebar;

  return (
    <>
      <PageHero eyebrow={getQuoteHero.eyebrow} heading={getQuoteHero.heading} lede={getQuoteHero.lede} />
      <div className={styles.body}>
        <div className={`container ${styles.columns}`}>
          <QuoteForm />
          <aside className={styles.sidebar} aria-label="Talk to us">
            <section className={`${styles.panel} ${styles.panelDark}`}>
              <h2 className={styles.panelTitle}>
                <ContactIcon name="phone" className={styles.icon} />
                {call.heading}
              </h2>
              <p className={styles.panelText}>{call.text}</p>
              <a className={styles.phone} href={phone.href}>
                {phone.display}
              </a>
              <p className={`${styles.panelText} ${styles.hours}`}>{call.hours}</p>
            </section>
            <section className={`${styles.panel} ${styles.notice}`}>
              <h2 className={styles.panelTitle}>
                <ContactIcon name="calendar" />
                {holidayNotice.heading}
              </h2>
              <p className={styles.panelText}>{holidayNotice.text}</p>
            </section>
            {cards.map((card) => (
              <section key={card.title} className={styles.panel}>
                <h2 className={styles.panelTitle}>
                  <ContactIcon name={card.icon} className={styles.icon} />
                  {card.title}
                </h2>
                <p className={styles.panelText}>{card.text}</p>
              </section>
            ))}
          </aside>
        </div>
      </div>
    </>
  );
}
