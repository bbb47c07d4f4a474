import { ContactIcon } from '@/components/contact-icons';
import { JumpLink } from '@/components/jump-link';
import { PageHero } from '@/components/page-hero';
import {
  fuelCardBenefits,
  fuelCardContact,
  fuelCardHero,
  fuelCardShowcase,
} from '@/content/fuel-card-application';
import { FUEL_CARD_FORM_ID, FuelCardForm } from '@/features/fuel-card-form/fuel-card-form';
import { useProviderPhone } from '@/lib/provider-phone';
import styles from './lead-page.module.css';
import showcase from './fuel-card-application-page.module.css';

export function FuelCardApplicationPage() {
  const phone = useProviderPhone();

  return (
    <>
      <PageHero eyebrow={fuelCardHero.eyebrow} heading={fuelCardHero.heading} lede={fuelCardHero.lede} />

      <section className={showcase.showcase} aria-labelledby="fuel-card-program">
        <div className={`container ${showcase.inner}`}>
          <div>
            <h2 id="fuel-card-program" className={showcase.heading}>
              {fuelCardShowcase.heading}
            </h2>
            <p className={showcase.text}>{fuelCardShowcase.text}</p>
            <ul className={showcase.features}>
              {fuelCardShowcase.features.map((feature) => (
                <li key={feature}>
                  <ContactIcon name="check" className={styles.icon} />
                  {feature}
                </li>
              ))}
            </ul>
            <JumpLink targetId={FUEL_CARD_FORM_ID}>{fuelCardShowcase.applyLabel}</JumpLink>
          </div>
          <dl className={showcase.highlights}>
            {fuelCardShowcase.highlights.map((highlight) => (
              <div key={highlight.value} className={showcase.highlight}>
                <dt className={showcase.value}>{highlight.value}</dt>
                <dd className={showcase.label}>{highlight.label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className={styles.body}>
        <div className={`container ${styles.columns}`}>
          <FuelCardForm />
          <aside className={styles.sidebar} aria-labelledby="fuel-card-benefits">
            <section className={styles.panel}>
              <h2 id="fuel-card-benefits" className={styles.panelTitle}>
                <ContactIcon name="fuel" className={styles.icon} />
                {fuelCardBenefits.heading}
              </h2>
              <ul className={showcase.benefits}>
                {fuelCardBenefits.items.map((benefit) => (
                  <li key={benefit.title}>
                    <h3 className={showcase.benefitTitle}>{benefit.title}</h3>
                    <p className={styles.panelText}>{benefit.text}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section className={`${styles.panel} ${styles.panelDark}`}>
              <h2 className={styles.panelTitle}>
                <ContactIcon name="phone" className={styles.icon} />
                {fuelCardContact.heading}
              </h2>
              <p className={styles.panelText}>{fuelCardContact.text}</p>
              <a className={styles.phone} href={phone.href}>
                {phone.display}
              </a>
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
