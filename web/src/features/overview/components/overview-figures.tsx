import { Link } from 'react-router';
import { TIME_TO_READY_DAYS, formatAud, type ConsignmentCounts, type OverviewMoney, type PharmacyOverview } from '@pharmacy/shared';
import type { OverviewReply } from '../api/get-pharmacy-overview.ts';
import { formatCount, formatDay, formatDays, formatMinutes } from '../overview-format.ts';
import { consignmentsAddress, enquiriesAddress, ordersAddress, receivedAddress } from '../overview-links.ts';

interface Figure {
  label: string;
  value: string;
  /** What the figure counts, in a line. */
  note: string;
  /** The list it counts; none where no list shows it (the money invoiced and paid). */
  to?: string;
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

/** Dispatch and delivery (issue 33 part 6): each figure opens the consignments list it counts. */
function deliveryFigures({ dispatched, delivered, failed, s8ReceiptsOverdue, readyToDelivered }: ConsignmentCounts): Figure[] {
  const { consignments, medianMinutes } = readyToDelivered;
  return [
    { label: 'On the way', value: formatCount(dispatched), note: 'Dispatched or in transit now', to: consignmentsAddress('open') },
    { label: 'Delivered', value: formatCount(delivered), note: `Delivered or collected, the last ${TIME_TO_READY_DAYS} days`, to: consignmentsAddress('delivered') },
    { label: 'Delivery failed', value: formatCount(failed), note: 'The carrier could not deliver', to: consignmentsAddress('delivery_failed') },
    { label: 'S8 receipts overdue', value: formatCount(s8ReceiptsOverdue), note: 'No signed receipt 7 days after dispatch', to: consignmentsAddress('s8_receipt_overdue') },
    {
      label: 'Median Ready to Delivered',
      to: consignmentsAddress('delivered'),
      ...(medianMinutes === null
        ? { value: 'None', note: `Nothing delivered in the last ${TIME_TO_READY_DAYS} days` }
        : {
            value: formatMinutes(medianMinutes),
            note: `Over ${formatCount(consignments)} ${consignments === 1 ? 'consignment' : 'consignments'} delivered in the last ${TIME_TO_READY_DAYS} days`,
          }),
    },
  ];
}

/** Money this Sydney month (issue 34 part 8, decision 082), over the invoices issued on its days. */
function moneyFigures(money: OverviewMoney): Figure[] {
  const month = formatDays(money);
  return [
    { label: 'Invoiced this month', value: formatAud(money.invoicedCents), note: `Invoices issued ${month}` },
    { label: 'Paid this month', value: formatAud(money.paidCents), note: `Paid on those invoices, less refunds` },
    { label: 'Outstanding this month', value: formatAud(money.outstandingCents), note: 'Still owing on those invoices; opens every unpaid order', to: ordersAddress({ billing: 'unpaid' }) },
  ];
}

function FigureContent({ figure }: { figure: Figure }) {
  return (
    <>
      <span className="stat-card__label overview-figure__label">{figure.label}</span>
      <span className="stat-card__value">{figure.value}</span>
      <span className="overview-figure__note">{figure.note}</span>
    </>
  );
}

function FigureCards({ heading, figures }: { heading: string; figures: Figure[] }) {
  return (
    <section className="overview-group">
      <h3>{heading}</h3>
      <ul className="overview-figures">
        {figures.map((figure) => (
          <li key={figure.label}>
            {figure.to ? (
              <Link to={figure.to} className="stat-card overview-figure">
                <FigureContent figure={figure} />
              </Link>
            ) : (
              <div className="stat-card overview-figure">
                <FigureContent figure={figure} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The overview's figures, each a link to the list it counts (decision 031). */
export function OverviewFigures({ overview }: { overview: OverviewReply }) {
  return (
    <>
      <FigureCards heading="Orders received" figures={receivedFigures(overview)} />
      <FigureCards heading="Waiting and time to ready" figures={waitingFigures(overview)} />
      {overview.consignments && <FigureCards heading="Dispatch and delivery" figures={deliveryFigures(overview.consignments)} />}
      {overview.money && <FigureCards heading="Money this month" figures={moneyFigures(overview.money)} />}
    </>
  );
}
