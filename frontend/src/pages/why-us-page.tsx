import { ButtonLink } from '@/components/button-link';
import { ComparisonTable } from '@/components/comparison-table';
import { CtaBand } from '@/components/cta-band';
import { FeatureGrid } from '@/components/feature-grid';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { StatList } from '@/components/stat-list';
import { TestimonialList } from '@/components/testimonial-card';
import {
  whyUsAdvantages,
  whyUsCallToAction,
  whyUsComparison,
  whyUsHero,
  whyUsStats,
  whyUsTestimonials,
} from '@/content/why-us';
import styles from './why-us-page.module.css';

export function WhyUsPage() {
  return (
    <>
      <PageHero eyebrow={whyUsHero.eyebrow} heading={whyUsHero.heading} lede={whyUsHero.lede}>
        <ButtonLink to={whyUsHero.action.to}>{whyUsHero.action.label}</ButtonLink>
      </PageHero>

      <section aria-label={whyUsStats.label} className={styles.stats}>
        <div className="container">
          <StatList stats={whyUsStats.stats} />
        </div>
      </section>

      <PageSection
        id="advantages"
        eyebrow={whyUsAdvantages.eyebrow}
        title={whyUsAdvantages.title}
        intro={whyUsAdvantages.intro}
      >
        <FeatureGrid features={whyUsAdvantages.advantages} />
      </PageSection>

      <PageSection id="comparison" eyebrow={whyUsComparison.eyebrow} title={whyUsComparison.title} tone="alt">
        <ComparisonTable
          caption={whyUsComparison.caption}
          featureHeader={whyUsComparison.featureHeader}
          columns={whyUsComparison.columns}
          rows={whyUsComparison.rows}
        />
      </PageSection>

      <PageSection id="reviews" eyebrow={whyUsTestimonials.eyebrow} title={whyUsTestimonials.title}>
        <TestimonialList testimonials={whyUsTestimonials.testimonials} />
      </PageSection>

      <CtaBand id="why-us-quote" title={whyUsCallToAction.title} text={whyUsCallToAction.text}>
        <ButtonLink to={whyUsCallToAction.quoteAction.to}>{whyUsCallToAction.quoteAction.label}</ButtonLink>
        <ButtonLink to={whyUsCallToAction.learnAction.to} variant="outline">
          {whyUsCallToAction.learnAction.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
