import type { ReactNode } from 'react';

interface PageSectionProps {
  heading: string;
  /** One or two sentences under the heading, in the page's header band. */
  lead?: ReactNode;
  /**
   * Set when the children are full-width <Band>s that bring their own
   * container; otherwise the children sit in one centred column.
   */
  banded?: boolean;
  children?: ReactNode;
}

/** The frame every content screen shares (its head comes from app/page-meta.ts): a header band with the one h1, then its body. */
export function PageSection({ heading, lead, banded = false, children }: PageSectionProps) {
  return (
    <section className="page" aria-labelledby="page-heading">
      <header className="page-header">
        <div className="container">
          <h1 id="page-heading">{heading}</h1>
          {lead && <p className="page-header__lead">{lead}</p>}
        </div>
      </header>
      {banded ? children : <div className="page__body container">{children}</div>}
    </section>
  );
}
