import { PageHero } from '@/components/page-hero';
import { CallPanel, SidePanel } from '@/components/side-panel';
import { getQuoteHero, getQuoteSidebar } from '@/content/get-quote';
import { QuoteForm } from '@/features/quote-form/quote-form';
import styles from './lead-page.module.css';

export function GetQuotePage() {
  const { label, call, holidayNotice, cards } = getQuoteSidebar;

  return (
    <>
      <PageHero eyebrow={getQuoteHero.eyebrow} heading={getQuoteHero.heading} lede={getQuoteHero.lede} />
      <div className={styles.body}>
        <div className={`container ${styles.columns}`}>
          <QuoteForm />
          <aside className={styles.sidebar} aria-label={label}>
            <CallPanel title={call.heading} text={call.text} hours={call.hours} />
            <SidePanel
              icon="calendar"
              title={holidayNotice.heading}
              text={holidayNotice.text}
              tone="notice"
            />
            {cards.map((card) => (
              <SidePanel key={card.title} icon={card.icon} title={card.title} text={card.text} />
            ))}
          </aside>
        </div>
      </div>
    </>
  );
}
