import { resolvePath, type RouteObject } from 'react-router';

const isConcretePath = (path: string): boolean => !path.includes('*') && !path.includes(':');

/**
 * The URLs the route tree has a page for: what gets prerendered. A route with children is a
 * layout (its index child is the page); patterns such as `*` and `:id` name no single URL.
 */
export function pagePaths(routes: readonly RouteObject[], parentPath = '/'): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parentPath : resolvePath(route.path, parentPath).pathname;
    const isLeaf = !route.children?.length;
    const isPage = route.index === true || (isLeaf && route.path !== undefined && isConcretePath(route.path));
    return [...(isPage ? [path] : []), ...pagePaths(route.children ?? [], path)];
  });
}
