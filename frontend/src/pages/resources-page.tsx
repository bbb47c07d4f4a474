import { lazy } from 'react';
import { ButtonLink } from '@/components/button-link';
import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { paths } from '@/config/paths';
import { articleSummary, listedArticles } from '@/content/articles/catalog';
import {
  resourcesArticles,
  resourcesCallToAction,
  resourcesHero,
  resourcesNews,
  resourcesTools,
  type ToolId,
} from '@/content/resources';
import { ArticleList } from '@/features/resources/article-list';
import { NewsSection } from '@/features/resources/news-section';
import { ToolCards, type ToolCard } from '@/features/resources/tool-cards';
import { VideoTutorials } from '@/features/video-tutorials/video-tutorials';

// The three tools are the heavy part of the page: each downloads when its panel first opens.
const FactoringCalculator = lazy(() =>
  import('@/features/factoring-calculator/factoring-calculator').then((tool) => ({
    default: tool.FactoringCalculator,
  })),
);
const RateQuoteTool = lazy(() =>
  import('@/features/rate-quote-tool/rate-quote-tool').then((tool) => ({ default: tool.RateQuoteTool })),
);
const FactoringApplication = lazy(() =>
  import('@/features/factoring-application/factoring-application').then((tool) => ({
    default: tool.FactoringApplication,
  })),
);

const toolContent = {
  'factoring-calculator': { content: <FactoringCalculator /> },
  'rate-quote-tool': { content: <RateQuoteTool /> },
  'factoring-application': { content: <FactoringApplication /> },
  // Light text and images: in the page's HTML from the start.
  'video-tutorials': { content: <VideoTutorials />, eager: true },
} satisfies Record<ToolId, Pick<ToolCard, 'content' | 'eager'>>;

const tools: readonly ToolCard[] = resourcesTools.tools.map((tool) => ({ ...tool, ...toolContent[tool.id] }));

export function ResourcesPage() {
  return (
    <>
      <PageHero eyebrow={resourcesHero.eyebrow} heading={resourcesHero.heading} lede={resourcesHero.lede}>
        <ButtonLink to={resourcesHero.primaryAction.to}>{resourcesHero.primaryAction.label}</ButtonLink>
      </PageHero>

      <PageSection
        id="tools"
        eyebrow={resourcesTools.eyebrow}
        title={resourcesTools.title}
        intro={resourcesTools.intro}
      >
        <ToolCards
          tools={tools}
          loadErrorText={resourcesTools.loadErrorText}
          openLabel={resourcesTools.openLabel}
          closeLabel={resourcesTools.closeLabel}
        />
      </PageSection>

      <PageSection
        id="articles"
        eyebrow={resourcesArticles.eyebrow}
        title={resourcesArticles.title}
        intro={resourcesArticles.intro}
        tone="alt"
      >
        <ArticleList articles={listedArticles} />
      </PageSection>

      <PageSection
        id="industry-news"
        eyebrow={resourcesNews.eyebrow}
        title={resourcesNews.title}
        intro={resourcesNews.intro}
      >
        <NewsSection marketOutlook={articleSummary(paths.articles.marketOutlook)} />
      </PageSection>

      <CtaBand id="resources-cta" title={resourcesCallToAction.title} text={resourcesCallToAction.text}>
        <ButtonLink to={resourcesCallToAction.primaryAction.to}>
          {resourcesCallToAction.primaryAction.label}
        </ButtonLink>
        <ButtonLink to={resourcesCallToAction.secondaryAction.to} variant="outline">
          {resourcesCallToAction.secondaryAction.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
