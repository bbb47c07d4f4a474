import { CheckList } from '@/components/check-list';
import { JumpLink } from '@/components/jump-link';
import { PageHero } from '@/components/page-hero';
import { CallPanel, SidePanel } from '@/components/side-panel';
import {
  fuelCardBenefits,
  fuelCardContact,
  fuelCardHero,
  fuelCardShowcase,
} from '@/content/fuel-card-application';
import { FUEL_CARD_FORM_ID, FuelCardForm } from '@/features/fuel-card-form/fuel-card-form';
import styles from './lead-page.module.css';
import showcase from './fuel-card-application-page.module.css';

export function FuelCardApplicationPage() {
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
            <CheckList items={fuelCardShowcase.features} className={showcase.features} />
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
            <SidePanel icon="fuel" title={fuelCardBenefits.heading} titleId="fuel-card-benefits">
              <ul className={showcase.benefits}>
                {fuelCardBenefits.items.map((benefit) => (
                  <li key={benefit.title}>
                    <h3 className={showcase.benefitTitle}>{benefit.title}</h3>
                    <p className={showcase.benefitText}>{benefit.text}</p>
                  </li>
                ))}
              </ul>
            </SidePanel>
            <CallPanel title={fuelCardContact.heading} text={fuelCardContact.text} />
          </aside>
        </div>
      </div>
    </>
  );
}
