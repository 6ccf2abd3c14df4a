/** The blog: its articles, each article's page pieces and the list's cards. */
export { ARTICLES, findArticle } from './articles.ts';
export type { ArticleMeta } from './article-types.ts';
export { ArticleBody } from './components/article-body.tsx';
export { ArticleByline } from './components/article-byline.tsx';
export { ArticleCard } from './components/article-card.tsx';
