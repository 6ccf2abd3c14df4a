import { Link } from 'react-router';
import { ROUTES, SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { ARTICLES } from '@/features/blog/articles.ts';
import { ArticleCard } from '@/features/blog/index.ts';

export function BlogRoute() {
  return (
    <PageSection
      heading={`${SITE.productName} Blog`}
      lead="Our pharmacists explain how compounding works, where it can help, and what to expect when you bring us a prescription."
    >
      <ul className="card-grid card-grid--three blog-grid">
        {ARTICLES.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <aside className="card card--soft blog-more" aria-labelledby="blog-more-heading">
        <h2 id="blog-more-heading">Have a question about your prescription?</h2>
        <p>Our pharmacists are happy to talk through whether a compounded medicine could suit you.</p>
        <div className="button-row">
          <Link to={ROUTES.contact} className="button button--primary">
            Contact Us
          </Link>
          <Link to={ROUTES.services} className="button button--secondary">
            Our Services
          </Link>
        </div>
      </aside>
    </PageSection>
  );
}
