import { lazy, use, type ComponentType } from 'react';

/** A page component that loads its module on first render, with `preload` for prerender and hydration. */
export interface LazyPage {
  (): React.JSX.Element | null;
  preload(): Promise<void>;
}

/**
 * Code-splits one page. Rendering it before its module has arrived suspends (React `use`): a link
 * click is a transition, so the current page stays on screen until the next one is ready. The
 * browser and the prerender call `preload` for the URL's pages first, so hydration never suspends.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then((component) => {
      Page = component;
    }));

  function LazyRoute() {
    if (!Page) use(preload());
    return Page ? <Page /> : null;
  }
  return Object.assign(LazyRoute, { preload });
}

export const isLazyPage = (component: unknown): component is LazyPage =>
  typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';

/** A page shown only to a signed-in client (`signedInPage`), with a way to fetch its code ahead. */
export type SignedInPage = ComponentType & { fetchCode(): Promise<unknown> };

/**
 * A page shown only to a signed-in client, which the portal layout renders once the browser has
 * read the session: never in the prerender or the hydration, so nothing needs it loaded before
 * the first render. Its module (with RTK Query, which it brings) is fetched when the layout finds
 * a session (`fetchCode`, alongside the layout's own signed-in part) or when it first renders,
 * never with the URL's pages: a signed-out visit does not download it. (Not `preload`: that name
 * marks a page to load before the first render, `isLazyPage`.)
 */
export function signedInPage(load: () => Promise<ComponentType>): SignedInPage {
  let loading: Promise<ComponentType> | undefined;
  const fetchCode = () => (loading ??= load());
  const Page = lazy(() => fetchCode().then((Component) => ({ default: Component })));
  return Object.assign(Page, { fetchCode });
}
