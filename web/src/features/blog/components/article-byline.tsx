import type { Article } from '../articles.ts';

/** Author, date and read time, as on the cards and above an article. */
export function ArticleByline({ article }: { article: Article }) {
  return (
    <p className="blog-byline">
      <span className="blog-byline__author">{article.author}</span>
      <span>
        <time dateTime={article.datePublished}>{article.dateText}</time>
        <span aria-hidden="true"> · </span>
        {article.readTime}
      </span>
    </p>
  );
}
