import { ButtonLink } from '@/components/button-link';
import { CtaBand } from '@/components/cta-band';
import { FeatureGrid } from '@/components/feature-grid';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { StatList } from '@/components/stat-list';
import { TestimonialList } from '@/components/testimonial-card';
import { homeBenefits, homeClosing, homeHero, homeTestimonials, homeTrustStats } from '@/content/home';
import { trackEvent } from '@/lib/analytics';
import styles from './home-page.module.css';

export function HomePage() {
  const { image } = homeHero;
  return (
    <>
      <PageHero
        eyebrow={homeHero.eyebrow}
        heading={homeHero.heading}
        lede={homeHero.lede}
        media={
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            fetchPriority="high"
          />
        }
      >
        <ButtonLink
          to={homeHero.primaryAction.to}
          onClick={() => trackEvent('get_quote_click', { category: 'engagement', label: 'hero_section' })}
        >
          {homeHero.primaryAction.label}
        </ButtonLink>
        <ButtonLink
          to={homeHero.secondaryAction.to}
          variant="outline"
          onClick={() => trackEvent('how_it_works_click', { category: 'engagement', label: 'hero_section' })}
        >
          {homeHero.secondaryAction.label}
        </ButtonLink>
      </PageHero>

      <section aria-label={homeTrustStats.label} className={styles.trust}>
        <div className="container">
          <StatList stats={homeTrustStats.stats} variant="band" />
        </div>
      </section>

      <PageSection
        id="benefits"
        eyebrow={homeBenefits.eyebrow}
        title={homeBenefits.title}
        intro={homeBenefits.intro}
        tone="alt"
      >
        <FeatureGrid features={homeBenefits.benefits} columns={4} />
      </PageSection>

      <PageSection
        id="testimonials"
        eyebrow={homeTestimonials.eyebrow}
        title={homeTestimonials.title}
        intro={homeTestimonials.intro}
      >
        <TestimonialList testimonials={homeTestimonials.testimonials} />
      </PageSection>

      <CtaBand id="get-started" title={homeClosing.title} text={homeClosing.text}>
        <ButtonLink to={homeClosing.action.to}>{homeClosing.action.label}</ButtonLink>
      </CtaBand>
    </>
  );
}
