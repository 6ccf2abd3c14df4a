/**
 * Build-time only (web/scripts/prerender.ts): renders one public page to HTML,
 * waiting for its lazy chunks (and an article's body) like a browser would.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { AppRoutes, PAGES } from './app/route-config.tsx';
import { IslandRoot, isIslandName, islandIdPrefix } from './app/islands.tsx';
import { StaticPageContext } from './app/static-page.ts';
import { ARTICLES } from './features/blog/articles.ts';

export { NOT_FOUND_META, documentTitle, headTags, pageMetaFor } from './app/page-meta.ts';
/** For pageMetaFor: the prerenderer has every article at hand. */
export { findArticle } from './features/blog/articles.ts';

type PageName = keyof typeof PAGES;

const PUBLIC_PAGES: readonly PageName[] = ['home', 'about', 'team', 'services', 'faqs', 'blog', 'contact', 'upload', 'privacy'];

/**
 * The public pages that are the same for every visitor, prerendered and listed in
 * sitemap.xml. Portal screens depend on who is signed in and /verify on its link,
 * so they start from the empty app shell.
 */
export const PRERENDERED: readonly { path: string; lastModified?: string }[] = [
  ...PUBLIC_PAGES.map((name) => ({ path: PAGES[name].path })),
  ...ARTICLES.map((article) => ({
    path: ROUTES.blogArticle(article.id),
    lastModified: article.dateModified,
  })),
];

/** A public page as it ships without React (decision 072): its islands' places left empty. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticPageContext value>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </StaticPageContext>
    </StrictMode>,
    // React moves large Suspense content (an article body) out of line behind a swap
    // script by default; a static page wants it in place, readable without JavaScript.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

/** An island on its own, as the browser hydrates it (entry-island.tsx): same root, same ids. */
export async function renderIsland(name: string): Promise<string> {
  if (!isIslandName(name)) throw new Error(`A page has a place for ${name}, which is no island (app/islands.tsx).`);
  const { prelude } = await prerender(<IslandRoot name={name} />, { identifierPrefix: islandIdPrefix(name) });
  return new Response(prelude).text();
}
