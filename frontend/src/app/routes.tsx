import type { RouteObject } from 'react-router';
import type { ArticlePath } from '@/components/article/article';
import { paths } from '@/config/paths';
import { siteLocale } from '@/config/site-locale-copy';
import { HomePage } from '@/pages/home-page';
import { adminRoutes } from './admin-routes';
import { AppLayout } from './layout/app-layout';
import { lazyPage, signedInPage, type SignedInPage } from './lazy-page';

type ArticleBodyModule = Promise<typeof import('@/content/articles/cash-flow-management')>;

/** The client portal's pages, each shown to a signed-in client only. */
const portalPages = new Map<string, SignedInPage>([
  [
    paths.client.dashboard,
    signedInPage(() => import('@/pages/client-dashboard-page').then((page) => page.ClientDashboardPage)),
  ],
  [
    paths.client.submitInvoice,
    signedInPage(() =>
      import('@/pages/client-submit-invoice-page').then((page) => page.ClientSubmitInvoicePage),
    ),
  ],
  [
    paths.client.brokers,
    signedInPage(() => import('@/pages/client-brokers-page').then((page) => page.ClientBrokersPage)),
  ],
]);

/** An article page with its own text: each article's body is a chunk of its own. */
const articleRoute = (path: ArticlePath, loadBody: () => ArticleBodyModule): RouteObject => ({
  path,
  Component: lazyPage(async () => {
    const [{ ArticlePage }, { articleSummary }, { body }] = await Promise.all([
      import('@/pages/article-page'),
      import('@/content/articles/catalog'),
      loadBody(),
    ]);
    const summary = articleSummary(path);
    return function Article() {
      return <ArticlePage summary={summary} body={body} />;
    };
  }),
});

/**
 * The site's pages. Home is bundled with the entry because most visits start there; other
 * pages load on demand (`lazyPage`). The browser and the prerender both load a URL's lazy pages
 * before rendering it, so hydration finds the markup it expects.
 *
 * Pages that talk to the API sit under the notification layout (toasts). Those that read from
 * the API as they render (About, the admin area) also sit under the store layout, which brings
 * Redux and RTK Query; the public forms load those when they first send (lib/api-on-demand.ts).
 * The client portal's pages sit under its own layout, which brings them and the store only once
 * the browser has read a client session. Content pages never download them.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { path: paths.home, Component: HomePage },
      {
        path: paths.howFactoringWorks,
        Component: lazyPage(() =>
          import('@/pages/how-factoring-works-page').then((page) => page.HowFactoringWorksPage),
        ),
      },
      {
        path: paths.industries,
        Component: lazyPage(() => import('@/pages/industries-page').then((page) => page.IndustriesPage)),
      },
      {
        path: paths.whyUs,
        Component: lazyPage(() => import('@/pages/why-us-page').then((page) => page.WhyUsPage)),
      },
      {
        path: paths.assetBasedLending,
        Component: lazyPage(() =>
          import('@/pages/asset-based-lending-page').then((page) => page.AssetBasedLendingPage),
        ),
      },
      {
        path: paths.resources,
        Component: lazyPage(() => import('@/pages/resources-page').then((page) => page.ResourcesPage)),
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
        Component: lazyPage(() =>
          import('@/pages/privacy-policy-page').then((page) => page.PrivacyPolicyPage),
        ),
      },
      {
        path: paths.legal.termsOfUse,
        Component: lazyPage(() => import('@/pages/terms-of-use-page').then((page) => page.TermsOfUsePage)),
      },
      {
        path: paths.legal.security,
        Component: lazyPage(() => import('@/pages/security-page').then((page) => page.SecurityPage)),
      },
      {
        path: paths.legal.accessibility,
        Component: lazyPage(() =>
          import('@/pages/accessibility-page').then((page) => page.AccessibilityPage),
        ),
      },
      {
        path: paths.client.login,
        Component: lazyPage(() => import('@/pages/client-login-page').then((page) => page.ClientLoginPage)),
      },
      {
        // The client portal: its navigation, and each page for a signed-in client or 'Please log in'.
        Component: lazyPage(() =>
          import('@/features/client-portal/portal-layout').then(({ ClientPortalLayout }) => {
            const fetchPage = (path: string) => void portalPages.get(path)?.fetchCode();
            return function PortalLayout() {
              return <ClientPortalLayout fetchPage={fetchPage} />;
            };
          }),
        ),
        children: [...portalPages].map(([path, Component]) => ({ path, Component })),
      },
      {
        Component: lazyPage(() =>
          import('./notification-layout').then((layout) => layout.NotificationLayout),
        ),
        children: [
          {
            path: paths.getQuote,
            Component: lazyPage(() => import('@/pages/get-quote-page').then((page) => page.GetQuotePage)),
          },
          {
            path: paths.fuelCardApplication,
            Component: lazyPage(() =>
              import('@/pages/fuel-card-application-page').then((page) => page.FuelCardApplicationPage),
            ),
          },
          {
            path: paths.applicationStatus,
            Component: lazyPage(() =>
              import('@/pages/application-status-page').then((page) => page.ApplicationStatusPage),
            ),
          },
          {
            path: paths.client.externalLogin,
            Component: lazyPage(() =>
              import('@/pages/external-login-page').then((page) => page.ExternalLoginPage),
            ),
          },
          {
            Component: lazyPage(() => import('./store-layout').then((layout) => layout.StoreLayout)),
            children: [
              {
                path: paths.about,
                Component: lazyPage(() => import('@/pages/about-page').then((page) => page.AboutPage)),
              },
              // The staff workspace is English only: the Spanish build has no admin pages.
              ...(siteLocale.code === 'en' ? adminRoutes : []),
            ],
          },
        ],
      },
      {
        path: '*',
        Component: lazyPage(() => import('@/pages/not-found-page').then((page) => page.NotFoundPage)),
      },
    ],
  },
];
