import { lazy, Suspense, useState, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { ARTICLES, loadArticleBody } from '../articles.ts';

/** The body's links are plain <a> tags: follow the ones to this site inside the app, without a page reload. */
function useInternalLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const plainClick = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (!link || !plainClick || event.defaultPrevented || link.target || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
}

function ArticleHtml({ id, html }: { id: string; html: string }) {
  const onClick = useInternalLinkClicks();
  // Our own reviewed content from content/, never user input.
  return (
    <div className="article-body" data-article={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * One lazy component per article, made once at start-up: React.lazy needs a stable
 * identity, and Suspense (unlike an effect) lets the prerenderer wait for the body
 * and lets hydration keep the prerendered body on screen until its chunk arrives.
 */
const BODIES: ReadonlyMap<string, ComponentType> = new Map(
  ARTICLES.map(({ id }) => [
    id,
    lazy(async () => {
      const html = await loadArticleBody(id);
      return { default: () => <ArticleHtml id={id} html={html} /> };
    }),
  ]),
);

/**
 * The body the prerenderer already wrote into the page, when this render is the
 * hydration of that page; null on the server and after client-side navigation.
 */
function prerenderedBody(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`.article-body[data-article="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

/** Keyed by article: each article reads (or loads) its own body once. */
export function ArticleBody({ id }: { id: string }) {
  return <ArticleBodyOf key={id} id={id} />;
}

function ArticleBodyOf({ id }: { id: string }) {
  // A visitor who opened the article directly already has its body in the HTML:
  // adopting it spares downloading the same text again as JavaScript (about 4 KB).
  const [adopted] = useState(() => prerenderedBody(id));
  const Body = BODIES.get(id);
  if (Body === undefined) return null;
  return (
    <Suspense
      fallback={
        <div className="article-body article-body--loading">
          <PageLoading label="Loading article..." />
        </div>
      }
    >
      {adopted === null ? (
        // eslint-disable-next-line react-hooks/static-components -- BODIES is built once at load: the same component every render.
        <Body />
      ) : (
        <ArticleHtml id={id} html={adopted} />
      )}
    </Suspense>
  );
}
