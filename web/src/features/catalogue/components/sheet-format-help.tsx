import { CAUTIONARY_LABELS, CAUTIONARY_LABELS_COLUMN, FORMULA_KIND_COLUMNS, PRICE_COLUMNS, PRICED_BY_PHARMACY } from '@pharmacy/shared';

/**
 * How the sheet must be laid out and what has to be set up first (spec section 2; columns
 * E to G: issue 24; column H: issue 33, decision 058; I and J: issue 34, decision 077). Its headings are h3, as the current configuration's is: with no sheet
 * connected yet, an h4 here would skip a level.
 */
export function SheetFormatHelp() {
  return (
    <div className="sheet-help">
      <h3>How to lay out the sheet</h3>
      <ul>
        <li>Each tab is one condition: the tab&rsquo;s name becomes the condition.</li>
        <li>The first row holds the column headers; medications start on the second row.</li>
        <li>Column A: the medication name.</li>
        <li>
          Column B: the strengths, separated by a pipe (|), e.g. <code>1%|2%</code>.
        </li>
        <li>
          Column C: the amounts, separated by a pipe (|), e.g. <code>30g|60g</code>.
        </li>
        <li>Column D: indication notes (optional).</li>
        {FORMULA_KIND_COLUMNS.map(({ column, heading, words }) => (
          <li key={column}>
            Column {column}: {heading.toLowerCase()} (optional), one of {words.map((word, index) => (
              <span key={word}>
                {index > 0 && ', '}
                <code>{word}</code>
              </span>
            ))}
            .
          </li>
        ))}
        <li>
          Column {CAUTIONARY_LABELS_COLUMN.column}: {CAUTIONARY_LABELS_COLUMN.heading.toLowerCase()} (optional), the numbers of the cautionary advisory
          labels the dispensing label carries, separated by a pipe (|), e.g. <code>1|21</code>; known: {CAUTIONARY_LABELS.map(({ code }) => code).join(', ')}.
        </li>
        <li>
          Column {PRICE_COLUMNS.price.column}: {PRICE_COLUMNS.price.heading.toLowerCase()} (optional), what the patient pays for one, GST included: one
          amount for every strength and amount (<code>24.50</code>), or prices separated by a pipe (|), each a strength, an amount or both, a colon and
          the amount, e.g. <code>1% 30g: 24.50 | 2% 30g: 28.00 | 60g: 39.00</code>. A line takes its most specific price. Blank: {PRICED_BY_PHARMACY}.
        </li>
        <li>
          Column {PRICE_COLUMNS.gst.column}: {PRICE_COLUMNS.gst.heading} for a priced formula, <code>GST-free</code> or <code>10%</code>.
        </li>
      </ul>
      <p>
        A value the sync does not know in columns E to H, or a price or GST it cannot read in I and J, stops the sync, and the message names each cell to
        fix.
      </p>
      <p>Strengths and amounts are combined into the dosage options practitioners choose from.</p>
      <h3>Before you connect</h3>
      <ol>
        <li>Make the sheet publicly accessible, or share it with the pharmacy&rsquo;s service account.</li>
        <li>Enable the Google Sheets API in the Google Cloud project.</li>
        <li>Set up the service account authentication the sync uses to read the sheet.</li>
      </ol>
    </div>
  );
}
