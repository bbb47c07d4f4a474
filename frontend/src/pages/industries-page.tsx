import { ButtonLink } from '@/components/button-link';
import { CheckList } from '@/components/check-list';
import { CtaBand } from '@/components/cta-band';
import { FeatureGrid } from '@/components/feature-grid';
import { Icon } from '@/components/icon';
import { LazyImage } from '@/components/lazy-image';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import {
  freightTypes,
  fuelCardPromo,
  industriesCallToAction,
  industriesHero,
  industrySegments,
  qualification,
} from '@/content/industries';
import styles from './industries-page.module.css';

export function IndustriesPage() {
  const { image } = fuelCardPromo;
  return (
    <>
      <PageHero eyebrow={industriesHero.eyebrow} heading={industriesHero.heading} lede={industriesHero.lede}>
        <ButtonLink to={industriesHero.action.to}>{industriesHero.action.label}</ButtonLink>
      </PageHero>

      <PageSection id="segments" eyebrow={industrySegments.eyebrow} title={industrySegments.title}>
        <FeatureGrid features={industrySegments.segments} columns={2} />
      </PageSection>

      <PageSection
        id="freight-types"
        eyebrow={freightTypes.eyebrow}
        title={freightTypes.title}
        intro={freightTypes.intro}
        tone="alt"
      >
        <ul className={styles.freight}>
          {freightTypes.types.map((type) => (
            <li key={type} className={styles.freightType}>
              <Icon name="truck" size={20} className={styles.freightIcon} />
              {type}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="qualification"
        eyebrow={qualification.eyebrow}
        title={qualification.title}
        intro={qualification.intro}
      >
        <ul className={styles.requirements}>
          {qualification.requirements.map((requirement) => (
            <li key={requirement.text} className={styles.requirement}>
              <span className={styles.requirementIcon}>
                <Icon name={requirement.icon} size={24} />
              </span>
              {requirement.text}
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="fuel-card-heading" className={`container ${styles.promo}`}>
        <div className={styles.promoInner}>
          <div>
            <SectionHeading
              id="fuel-card-heading"
              eyebrow={fuelCardPromo.eyebrow}
              title={fuelCardPromo.title}
              intro={fuelCardPromo.text}
              align="start"
            />
            <CheckList items={fuelCardPromo.points} className={styles.promoPoints} />
            <ButtonLink to={fuelCardPromo.action.to}>{fuelCardPromo.action.label}</ButtonLink>
          </div>
          <LazyImage {...image} className={styles.promoImage} />
        </div>
      </section>

      <CtaBand id="industries-quote" title={industriesCallToAction.title} text={industriesCallToAction.text}>
        <ButtonLink to={industriesCallToAction.action.to}>{industriesCallToAction.action.label}</ButtonLink>
      </CtaBand>
    </>
  );
}
