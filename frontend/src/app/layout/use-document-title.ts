import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findRouteMeta, notFoundMeta } from '@/content/page-meta';

/** Keeps the tab title right after in-app navigation; prerendered HTML already carries it. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const title = (findRouteMeta(pathname) ?? notFoundMeta).title;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
