import { ButtonLink } from '@/components/button-link';
import { PageHero } from '@/components/page-hero';
import { homeHero } from '@/content/home';

export function HomePage() {
  return (
    <PageHero eyebrow={homeHero.eyebrow} heading={homeHero.heading} lede={homeHero.lede}>
      <ButtonLink to={homeHero.primaryAction.to}>{homeHero.primaryAction.label}</ButtonLink>
      <ButtonLink to={homeHero.secondaryAction.to} variant="outline">
        {homeHero.secondaryAction.label}
      </ButtonLink>
    </PageHero>
  );
}
