import { LOCALE } from '@pharmacy/shared';
import type { PractitionerStats } from '../practitioner-stats.ts';

const CARDS: readonly [keyof PractitionerStats, string][] = [
  ['total', 'Total Practitioners'],
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['newThisWeek', 'New This Week'],
];

/** The five stat cards (spec section 2). */
export function PractitionerStatCards({ stats }: { stats: PractitionerStats }) {
  return (
    <dl className="stat-cards" aria-label="Practitioner numbers">
      {CARDS.map(([key, label]) => (
        <div key={key} className={`stat-card stat-card--${key}`}>
          <dt className="stat-card__label">{label}</dt>
          <dd className="stat-card__value">{stats[key].toLocaleString(LOCALE)}</dd>
        </div>
      ))}
    </dl>
  );
}
