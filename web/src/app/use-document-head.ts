import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageMeta } from './page-meta.ts';

/** The path whose head arrived prerendered (set by main.tsx before hydrating). */
let prerenderedPath: string | null = null;

export function markHeadPrerendered(pathname: string): void {
  prerenderedPath = pathname;
}

async function metaFor(pathname: string): Promise<PageMeta> {
  const { articleIdOf, pageMetaFor } = await import('./page-meta.ts');
  // The article list is its own chunk: fetched only for a /blog/{id} path.
  const findArticle =
    articleIdOf(pathname) === null ? () => undefined : (await import('@/features/blog/articles.ts')).findArticle;
  return pageMetaFor(pathname, findArticle);
}

async function applyHead(meta: PageMeta): Promise<void> {
  const { MANAGED_ATTRIBUTE, documentTitle, headTags } = await import('./page-meta.ts');
  document.title = documentTitle(meta);
  for (const element of document.head.querySelectorAll(`[${MANAGED_ATTRIBUTE}]`)) element.remove();
  for (const { tag, attributes, text } of headTags(meta)) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}

/**
 * Keeps <head> in step with the route: replaces the tags the prerenderer wrote
 * (or the previous page's) with the current page's, so an article's structured
 * data is there while it is open and gone once the reader leaves. A prerendered
 * page already has its head, so the metadata (its own chunk) loads only once the
 * visitor navigates, keeping it out of every page's first download.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === prerenderedPath) {
      prerenderedPath = null;
      return;
    }
    prerenderedPath = null;
    let current = true;
    void metaFor(pathname).then(async (meta) => {
      if (current) await applyHead(meta);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
