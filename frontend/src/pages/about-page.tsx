import { ButtonLink } from '@/components/button-link';
import { FeatureGrid } from '@/components/feature-grid';
import { LazyImage } from '@/components/lazy-image';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { StatList } from '@/components/stat-list';
import {
  aboutClosing,
  aboutHero,
  aboutMission,
  aboutNumbers,
  aboutOffice,
  aboutStory,
  aboutTeam,
  aboutValues,
} from '@/content/about';
import { brand } from '@/content/brand';
import { LeadershipTeam } from '@/features/team/leadership-team';
import styles from './about-page.module.css';

export function AboutPage() {
  const { office } = brand;
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} heading={aboutHero.heading} lede={aboutHero.lede}>
        <ButtonLink to={aboutHero.primaryAction.to}>{aboutHero.primaryAction.label}</ButtonLink>
        <ButtonLink to={aboutHero.secondaryAction.to} variant="outline">
          {aboutHero.secondaryAction.label}
        </ButtonLink>
      </PageHero>

      <section className={styles.section} aria-labelledby="about-story">
        <div className={`container ${styles.split}`}>
          <div>
            <h2 id="about-story" className={styles.heading}>
              {aboutStory.heading}
            </h2>
            {aboutStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className={styles.mission} aria-labelledby="about-mission">
            <h2 id="about-mission" className={styles.missionHeading}>
              {aboutMission.heading}
            </h2>
            <p className={styles.missionStatement}>{aboutMission.statement}</p>
            <p>{aboutMission.detail}</p>
          </aside>
        </div>
      </section>

      <section className={styles.sectionAlt} aria-labelledby="about-office">
        <div className={`container ${styles.office}`}>
          <LazyImage {...aboutOffice.image} className={styles.officeImage} />
          <div>
            <h2 id="about-office" className={styles.heading}>
              {aboutOffice.heading}
            </h2>
            <p>{aboutOffice.text}</p>
            <h3 className={styles.addressLabel}>{aboutOffice.addressLabel}</h3>
            <address className={styles.address}>
              {brand.name}
              <br />
              {office.street}
              <br />
              {`${office.city}, ${office.region} ${office.postalCode}`}
            </address>
          </div>
        </div>
      </section>

      <PageSection id="about-values" title={aboutValues.heading} intro={aboutValues.intro}>
        <FeatureGrid features={aboutValues.items} columns={4} />
      </PageSection>

      <PageSection id="about-team" title={aboutTeam.heading} intro={aboutTeam.intro} tone="alt">
        <LeadershipTeam />
      </PageSection>

      <PageSection id="about-numbers" title={aboutNumbers.heading} tone="navy">
        <StatList stats={aboutNumbers.items} variant="band" />
      </PageSection>

      <PageSection id="about-closing" title={aboutClosing.heading} intro={aboutClosing.text}>
        <div className={styles.closing}>
          <ButtonLink to={aboutClosing.action.to}>{aboutClosing.action.label}</ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
