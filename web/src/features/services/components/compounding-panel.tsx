import { useId } from 'react';
import { CheckList } from '@/components/ui/check-list.tsx';

/** One of the two panels below the tiles: a heading and a checked list. */
export function CompoundingPanel({ heading, items }: { heading: string; items: readonly string[] }) {
  const headingId = useId();
  return (
    <section className="card panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <CheckList items={items} />
    </section>
  );
}
