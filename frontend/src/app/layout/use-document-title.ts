import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { findRouteMeta, notFoundMeta } from '@/config/paths';
import { NOT_FOUND_ROUTE_ID } from '../route-ids';

/** Keeps the tab title right after in-app navigation; prerendered HTML already carries it. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const isNotFound = useMatches().some((match) => match.id === NOT_FOUND_ROUTE_ID);
  const title = (isNotFound ? notFoundMeta : (findRouteMeta(pathname) ?? notFoundMeta)).title;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
