import { Link, useParams } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { findArticleCategory } from '@/features/blog/articles.ts';

function BackToBlog() {
  return (
    <p>
      <Link to={ROUTES.blog}>Back to Blog</Link>
    </p>
  );
}

export function BlogArticleRoute() {
  const { id } = useParams();
  const category = findArticleCategory(id);

  if (category === undefined) {
    return (
      <PageSection title="Blog Post Not Found" heading="Blog Post Not Found">
        <p>The blog post you&apos;re looking for doesn&apos;t exist.</p>
        <BackToBlog />
      </PageSection>
    );
  }
  return (
    <PageSection title={`${category} | Blog`} heading={category}>
      <p>This article is being prepared and will be published here soon.</p>
      <BackToBlog />
    </PageSection>
  );
}
