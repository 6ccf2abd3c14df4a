import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

interface PageSectionProps {
  /** Document title, before " | {productName}". */
  title: string;
  heading: string;
  children?: ReactNode;
}

/** The frame every content screen shares: its title, one h1, then its body. */
export function PageSection({ title, heading, children }: PageSectionProps) {
  return (
    <section className="page container" aria-labelledby="page-heading">
      <PageTitle title={title} />
      <h1 id="page-heading">{heading}</h1>
      {children}
    </section>
  );
}
