import { Link } from 'react-router';
import type { PharmacyOverview } from '@pharmacy/shared';
import { formatCount, formatDay, formatDays, formatMinutes } from '../overview-format.ts';
import { enquiriesAddress, ordersAddress, receivedAddress } from '../overview-links.ts';

interface Figure {
  label: string;
  value: string;
  /** What the figure counts, in a line. */
  note: string;
  /** The list it counts. */
  to: string;
}

function receivedFigures({ today, thisWeek, lastWeekSoFar, lastWeek }: PharmacyOverview): Figure[] {
  return [
    { label: 'Received today', value: formatCount(today.orders), note: `Since midnight, ${formatDay(today.from)}`, to: receivedAddress(today) },
    { label: 'This week so far', value: formatCount(thisWeek.orders), note: formatDays(thisWeek), to: receivedAddress(thisWeek) },
    // The list shows whole days; the figure stops at this time of day, a week ago.
    { label: 'Last week to this time', value: formatCount(lastWeekSoFar.orders), note: `${formatDays(lastWeekSoFar)}, to this time of day`, to: receivedAddress(lastWeekSoFar) },
    { label: 'Last week in all', value: formatCount(lastWeek.orders), note: formatDays(lastWeek), to: receivedAddress(lastWeek) },
  ];
}

function waitingFigures({ originals, unansweredQuestions, unreadEnquiries, timeToReady }: PharmacyOverview): Figure[] {
  const { medianMinutes, orders } = timeToReady;
  const median: Figure = {
    label: 'Median time to ready',
    to: ordersAddress({ status: 'ready' }),
    ...(medianMinutes === null
      ? { value: 'None', note: 'No orders made ready in the last 30 days' }
      : {
          value: formatMinutes(medianMinutes),
          note: `Received to ready, ${formatCount(orders)} ${orders === 1 ? 'order' : 'orders'} made ready ${formatDays(timeToReady)}; opens the orders ready now`,
        }),
  };
  return [
    { label: 'Originals awaited', value: formatCount(originals.awaited), note: 'Paper scripts not in yet', to: ordersAddress({ original: 'awaited' }) },
    { label: 'Originals overdue', value: formatCount(originals.overdue), note: 'Past their due date', to: ordersAddress({ original: 'overdue' }) },
    { label: 'Unanswered questions', value: formatCount(unansweredQuestions), note: 'Waiting for the prescriber', to: ordersAddress({ clarification: 'requested' }) },
    { label: 'Unread enquiries', value: formatCount(unreadEnquiries), note: 'Contact enquiries and script uploads', to: enquiriesAddress({ state: 'unread' }) },
    median,
  ];
}

function FigureCards({ heading, figures }: { heading: string; figures: Figure[] }) {
  return (
    <section className="overview-group">
      <h3>{heading}</h3>
      <ul className="overview-figures">
        {figures.map((figure) => (
          <li key={figure.label}>
            <Link to={figure.to} className="stat-card overview-figure">
              <span className="stat-card__label overview-figure__label">{figure.label}</span>
              <span className="stat-card__value">{figure.value}</span>
              <span className="overview-figure__note">{figure.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The overview's figures, each a link to the list it counts (decision 031). */
export function OverviewFigures({ overview }: { overview: PharmacyOverview }) {
  return (
    <>
      <FigureCards heading="Orders received" figures={receivedFigures(overview)} />
      <FigureCards heading="Waiting and time to ready" figures={waitingFigures(overview)} />
    </>
  );
}
