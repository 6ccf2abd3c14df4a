import { useId } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import type { Article } from '../articles.ts';
import { ArticleByline } from './article-byline.tsx';

export function ArticleCard({ article }: { article: Article }) {
  const titleId = useId();
  return (
    <article className="card blog-card" aria-labelledby={titleId}>
      <p className="blog-badge">{article.category}</p>
      <h2 id={titleId} className="blog-card__title">
        {article.title}
      </h2>
      <p className="blog-card__excerpt">{article.excerpt}</p>
      <ArticleByline article={article} />
      {/* Six links read "Read More": hidden text names the article for screen readers and search engines. */}
      <Link to={ROUTES.blogArticle(article.id)} className="button button--secondary">
        Read More<span className="visually-hidden">: {article.title}</span>
      </Link>
    </article>
  );
}
