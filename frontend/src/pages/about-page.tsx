import { ButtonLink } from '@/components/button-link';
import { LazyImage } from '@/components/lazy-image';
import { PageHero } from '@/components/page-hero';
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

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="about-office">
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

      <section className={styles.section} aria-labelledby="about-values">
        <div className="container">
          <h2 id="about-values" className={styles.heading}>
            {aboutValues.heading}
          </h2>
          <p className={styles.intro}>{aboutValues.intro}</p>
          <ul className={styles.values}>
            {aboutValues.items.map((value) => (
              <li key={value.title} className={styles.value}>
                <h3 className={styles.valueTitle}>{value.title}</h3>
                <p>{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="about-team">
        <div className="container">
          <h2 id="about-team" className={styles.heading}>
            {aboutTeam.heading}
          </h2>
          <p className={styles.intro}>{aboutTeam.intro}</p>
          <LeadershipTeam />
        </div>
      </section>

      <section className={`${styles.section} ${styles.numbers}`} aria-labelledby="about-numbers">
        <div className="container">
          <h2 id="about-numbers" className={styles.heading}>
            {aboutNumbers.heading}
          </h2>
          <dl className={styles.figures}>
            {aboutNumbers.items.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt className={styles.figureLabel}>{figure.label}</dt>
                <dd className={styles.figureValue}>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-closing">
        <div className={`container ${styles.closing}`}>
          <h2 id="about-closing" className={styles.heading}>
            {aboutClosing.heading}
          </h2>
          <p>{aboutClosing.text}</p>
          <ButtonLink to={aboutClosing.action.to}>{aboutClosing.action.label}</ButtonLink>
        </div>
      </section>
    </>
  );
}
