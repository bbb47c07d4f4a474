import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { CheckListCard } from '@/components/check-list-card';
import { CtaBand } from '@/components/cta-band';
import { FeatureGrid } from '@/components/feature-grid';
import { Notice } from '@/components/notice';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { StepsList } from '@/components/steps-list';
import {
  ablAdvantages,
  ablAudience,
  ablCallToAction,
  ablExplained,
  ablHero,
  ablProcess,
  ablServiceNotice,
} from '@/content/asset-based-lending';
import styles from './asset-based-lending-page.module.css';

export function AssetBasedLendingPage() {
  return (
    <>
      <PageHero eyebrow={ablHero.eyebrow} heading={ablHero.heading} lede={ablHero.lede}>
        <ButtonLink to={ablHero.action.to}>{ablHero.action.label}</ButtonLink>
      </PageHero>

      <div className={`container ${styles.notice}`}>
        <Notice title={ablServiceNotice.title}>
          <p>
            {ablServiceNotice.text} <Link to={ablServiceNotice.link.to}>{ablServiceNotice.link.label}</Link>
          </p>
        </Notice>
      </div>

      <PageSection
        id="what-is-abl"
        eyebrow={ablExplained.eyebrow}
        title={ablExplained.title}
        intro={ablExplained.intro}
      >
        <FeatureGrid features={ablExplained.assets} />
      </PageSection>

      <PageSection id="why-sfc" eyebrow={ablAdvantages.eyebrow} title={ablAdvantages.title} tone="alt">
        <FeatureGrid features={ablAdvantages.advantages} columns={4} />
      </PageSection>

      <PageSection id="process" eyebrow={ablProcess.eyebrow} title={ablProcess.title}>
        <StepsList steps={ablProcess.steps} />
      </PageSection>

      <PageSection
        id="who-it-is-for"
        eyebrow={ablAudience.eyebrow}
        title={ablAudience.title}
        intro={ablAudience.intro}
        tone="alt"
      >
        <CheckListCard items={ablAudience.profiles} />
      </PageSection>

      <CtaBand id="abl-alternative" title={ablCallToAction.title} text={ablCallToAction.text}>
        <ButtonLink to={ablCallToAction.action.to}>{ablCallToAction.action.label}</ButtonLink>
      </CtaBand>
    </>
  );
}
