import { use, type ComponentType } from 'react';

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
