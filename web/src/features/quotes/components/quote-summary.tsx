import { PRICED_BY_PHARMACY, QUOTE_STATUS_LABELS, formatAud, type OrderItem, type OrderQuote } from '@pharmacy/shared';
import { formatSydneyDateTime } from '@/lib/sydney-time.ts';

/** "Awaiting the prescriber’s acceptance" and the like, beside an order's status; nothing for an order never re-priced. */
export function QuoteBadge({ quote }: { quote: OrderQuote | undefined }) {
  if (!quote) return null;
  return <span className={`quote-badge quote-badge--${quote.status}`}>{QUOTE_STATUS_LABELS[quote.status]}</span>;
}

const priceText = (price: { unitCents: number } | null) => (price ? formatAud(price.unitCents) : PRICED_BY_PHARMACY);

/** The quote: each re-priced line with its old and new unit price and the reason, the totals before and after, and the answer. */
export function QuoteSummary({ quote, items, headingLevel = 4 }: { quote: OrderQuote; items: readonly Pick<OrderItem, 'formulaLabel'>[]; headingLevel?: 4 | 5 }) {
  const Heading = headingLevel === 4 ? 'h4' : 'h5';
  return (
    <section className="quote-summary" aria-label="New price">
      <Heading>New price: {QUOTE_STATUS_LABELS[quote.status]}</Heading>
      <ul className="quote-summary__changes">
        {quote.changes.map((change, index) => (
          <li key={index}>
            Item {change.itemIndex + 1} ({items[change.itemIndex]?.formulaLabel ?? 'item'}): {priceText(change.from)} each, now{' '}
            <strong>{formatAud(change.to.unitCents)}</strong> each. Reason: {change.reason}
          </li>
        ))}
      </ul>
      <p className="quote-summary__totals">
        Total was {formatAud(quote.totalBeforeCents)}; new total <strong>{formatAud(quote.totalAfterCents)}</strong>.
      </p>
      {quote.answeredBy && quote.answeredAt && (
        <p className="quote-summary__answer">
          {quote.status === 'accepted' ? 'Accepted' : 'Declined'} by {quote.answeredBy.name}, {formatSydneyDateTime(quote.answeredAt)}.
        </p>
      )}
    </section>
  );
}
