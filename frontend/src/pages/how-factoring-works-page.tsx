import { Link } from 'react-router';
import { ButtonAnchor, ButtonLink } from '@/components/button-link';
import { CheckListCard } from '@/components/check-list-card';
import { CtaBand } from '@/components/cta-band';
import { FaqList } from '@/components/faq-list';
import { Icon } from '@/components/icon';
import { LazyImage } from '@/components/lazy-image';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { StepsList } from '@/components/steps-list';
import {
  factoringCallToAction,
  factoringExplained,
  factoringFaq,
  factoringHero,
  factoringRequirements,
  factoringSteps,
} from '@/content/how-factoring-works';
import { useProviderPhone } from '@/lib/provider-phone';
import styles from './how-factoring-works-page.module.css';

export function HowFactoringWorksPage() {
  const phone = useProviderPhone();
  const { image } = factoringExplained;

  return (
    <>
      <PageHero eyebrow={factoringHero.eyebrow} heading={factoringHero.heading} lede={factoringHero.lede}>
        <ButtonLink to={factoringHero.action.to}>{factoringHero.action.label}</ButtonLink>
      </PageHero>

      <PageSection id="steps" eyebrow={factoringSteps.eyebrow} title={factoringSteps.title}>
        <StepsList steps={factoringSteps.steps} />
      </PageSection>

      <PageSection
        id="what-is-factoring"
        eyebrow={factoringExplained.eyebrow}
        title={factoringExplained.title}
        tone="alt"
        align="start"
      >
        <div className={styles.explainer}>
          <div className={styles.prose}>
            {factoringExplained.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <LazyImage {...image} className={styles.image} />
        </div>

        <div className={styles.panels}>
          <div className={styles.panel}>
            <h3 className={styles.panelTitle}>{factoringExplained.moneyFlowTitle}</h3>
            <dl className={styles.terms}>
              {factoringExplained.moneyFlow.map((entry) => (
                <div key={entry.term}>
                  <dt>{entry.term}</dt>
                  <dd>{entry.detail}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.panel}>
            <h3 className={styles.panelTitle}>{factoringExplained.exampleTitle}</h3>
            <dl className={styles.example}>
              {factoringExplained.example.map((entry) => (
                <div key={entry.term}>
                  <dt>{entry.term}</dt>
                  <dd>{entry.detail}</dd>
                </div>
              ))}
            </dl>
            <Link to={factoringExplained.calculatorLink.to} className={styles.more}>
              {factoringExplained.calculatorLink.label}
            </Link>
          </div>
        </div>
      </PageSection>

      <PageSection
        id="get-started"
        eyebrow={factoringRequirements.eyebrow}
        title={factoringRequirements.title}
        intro={factoringRequirements.intro}
      >
        <CheckListCard items={factoringRequirements.items}>
          <Link to={factoringRequirements.applicationLink.to} className={styles.more}>
            {factoringRequirements.applicationLink.label}
          </Link>
        </CheckListCard>
      </PageSection>

      <PageSection id="faq" eyebrow={factoringFaq.eyebrow} title={factoringFaq.title} tone="alt">
        <FaqList items={factoringFaq.items} />
      </PageSection>

      <CtaBand id="factoring-quote" title={factoringCallToAction.title} text={factoringCallToAction.text}>
        <ButtonLink to={factoringCallToAction.quoteAction.to}>
          {factoringCallToAction.quoteAction.label}
        </ButtonLink>
        <ButtonAnchor href={phone.href} variant="outline">
          <Icon name="phone" size={20} />
          {factoringCallToAction.callLabel} {phone.display}
        </ButtonAnchor>
      </CtaBand>
    </>
  );
}
