/**
 * The blog: each article's page pieces and the list's cards. The article list itself
 * (ARTICLES, findArticle) is used from ./articles.ts, its own chunk, which the head of a
 * /blog/{id} page loads with import() (eslint/web-boundaries.js, ALSO_FOR_APP).
 */
export type { ArticleMeta } from './article-types.ts';
export { ArticleBody } from './components/article-body.tsx';
export { ArticleByline } from './components/article-byline.tsx';
export { ArticleCard } from './components/article-card.tsx';
