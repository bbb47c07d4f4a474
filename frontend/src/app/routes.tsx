import type { RouteObject } from 'react-router';
import type { ArticlePath } from '@/content/articles/article';
import { paths } from '@/config/paths';
import { HomePage } from '@/pages/home-page';
import { adminRoutes } from './admin-routes';
import { AppLayout } from './layout/app-layout';
import { NOT_FOUND_ROUTE_ID } from './route-ids';

type ArticleBodyModule = Promise<typeof import('@/content/articles/cash-flow-management')>;

/** An article page with its own text: each article's body is a chunk of its own. */
const articleRoute = (path: ArticlePath, loadBody: () => ArticleBodyModule): RouteObject => ({
  path,
  lazy: async () => {
    const [{ ArticlePage }, { articleSummary }, { body }] = await Promise.all([
      import('@/pages/article-page'),
      import('@/content/articles/catalog'),
      loadBody(),
    ]);
    const summary = articleSummary(path);
    return { Component: () => <ArticlePage summary={summary} body={body} /> };
  },
});

/**
 * The site's pages. Home is bundled with the entry because most visits start there; other
 * pages load on demand (`lazy`). The browser and the prerender both load a URL's lazy pages
 * before rendering it, so hydration finds the markup it expects.
 *
 * Pages that talk to the API sit under the store layout, which brings Redux and RTK Query:
 * content pages never download them.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { path: paths.home, Component: HomePage },
      {
        path: paths.howFactoringWorks,
        lazy: () =>
          import('@/pages/how-factoring-works-page').then((page) => ({
            Component: page.HowFactoringWorksPage,
          })),
      },
      {
        path: paths.industries,
        lazy: () => import('@/pages/industries-page').then((page) => ({ Component: page.IndustriesPage })),
      },
      {
        path: paths.whyUs,
        lazy: () => import('@/pages/why-us-page').then((page) => ({ Component: page.WhyUsPage })),
      },
      {
        path: paths.assetBasedLending,
        lazy: () =>
          import('@/pages/asset-based-lending-page').then((page) => ({
            Component: page.AssetBasedLendingPage,
          })),
      },
      {
        path: paths.resources,
        lazy: () => import('@/pages/resources-page').then((page) => ({ Component: page.ResourcesPage })),
      },
      articleRoute(paths.articles.fuelManagement, () => import('@/content/articles/fuel-management')),
      articleRoute(paths.articles.dotCompliance, () => import('@/content/articles/dot-compliance')),
      articleRoute(paths.articles.equipmentFinancing, () => import('@/content/articles/equipment-financing')),
      articleRoute(
        paths.articles.loadBoardStrategies,
        () => import('@/content/articles/load-board-strategies'),
      ),
      articleRoute(
        paths.articles.cashFlowManagement,
        () => import('@/content/articles/cash-flow-management'),
      ),
      articleRoute(paths.articles.factoringVsLoans, () => import('@/content/articles/factoring-vs-loans')),
      articleRoute(paths.articles.marketOutlook, () => import('@/content/articles/market-outlook')),
      {
        path: paths.legal.privacyPolicy,
        lazy: () =>
          import('@/pages/privacy-policy-page').then((page) => ({ Component: page.PrivacyPolicyPage })),
      },
      {
        path: paths.legal.termsOfUse,
        lazy: () => import('@/pages/terms-of-use-page').then((page) => ({ Component: page.TermsOfUsePage })),
      },
      {
        path: paths.legal.security,
        lazy: () => import('@/pages/security-page').then((page) => ({ Component: page.SecurityPage })),
      },
      {
        path: paths.legal.accessibility,
        lazy: () =>
          import('@/pages/accessibility-page').then((page) => ({ Component: page.AccessibilityPage })),
      },
      {
        path: paths.client.login,
        lazy: () => import('@/pages/client-login-page').then((page) => ({ Component: page.ClientLoginPage })),
      },
      {
        path: paths.client.dashboard,
        lazy: () =>
          import('@/pages/client-dashboard-page').then((page) => ({ Component: page.ClientDashboardPage })),
      },
      {
        lazy: () => import('./store-layout').then((layout) => ({ Component: layout.StoreLayout })),
        children: [
          {
            path: paths.getQuote,
            lazy: () => import('@/pages/get-quote-page').then((page) => ({ Component: page.GetQuotePage })),
          },
          {
            path: paths.fuelCardApplication,
            lazy: () =>
              import('@/pages/fuel-card-application-page').then((page) => ({
                Component: page.FuelCardApplicationPage,
              })),
          },
          {
            path: paths.about,
            lazy: () => import('@/pages/about-page').then((page) => ({ Component: page.AboutPage })),
          },
          {
            path: paths.client.externalLogin,
            lazy: () =>
              import('@/pages/external-login-page').then((page) => ({ Component: page.ExternalLoginPage })),
          },
          ...adminRoutes,
        ],
      },
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        lazy: () => import('@/pages/not-found-page').then((page) => ({ Component: page.NotFoundPage })),
      },
    ],
  },
];
