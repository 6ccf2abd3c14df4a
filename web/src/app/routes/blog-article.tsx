import { Link, useParams } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { findArticle } from '@/features/blog/articles.ts';
import { ArticleBody, ArticleByline } from '@/features/blog/index.ts';

function BackToBlog() {
  return (
    <Link to={ROUTES.blog} className="blog-back">
      Back to Blog
    </Link>
  );
}

export function BlogArticleRoute() {
  const { id } = useParams();
  const article = findArticle(id);

  if (article === undefined) {
    return (
      <PageSection heading="Blog Post Not Found">
        <p>The blog post you&apos;re looking for doesn&apos;t exist.</p>
        <BackToBlog />
      </PageSection>
    );
  }
  return (
    <>
      {/* Above the page's header band, where a way back is expected. */}
      <nav className="container blog-back-bar" aria-label="Back to the blog">
        <BackToBlog />
      </nav>
      <PageSection heading={article.title} lead={article.excerpt}>
        <div className="blog-article-meta">
          <p className="blog-badge">{article.category}</p>
          <ArticleByline article={article} />
        </div>
        <ArticleBody id={article.id} />
        <p className="blog-article-bottom">
          <BackToBlog />
        </p>
      </PageSection>
    </>
  );
}
