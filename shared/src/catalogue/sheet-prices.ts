/**
 * The sheet's price columns (issue 34 part 1, decision 077): I "Price (AUD)" and J "GST",
 * both optional. The price cell holds one or more prices separated by `|`, each either a
 * plain amount for every strength and amount ("24.50") or a choice and its amount
 * ("1% 30g: 24.50", "30g: 24.50", "1%: 28.00"), where the choice names one of the row's
 * own strengths, amounts, or a strength and an amount. A line takes its most specific
 * price (`priceOfLine`). The GST cell says "GST-free" or "10%"; a price without it is
 * refused rather than guessed. zod-free; the sync reads each row with readPriceCells.
 */
import { centsOfAud } from '../platform/money.ts';
import type { CataloguePrice, FormulaPricing, GstTreatment } from '../prices/index.ts';

export const PRICE_COLUMNS = {
  price: { column: 'I', heading: 'Price (AUD)' },
  gst: { column: 'J', heading: 'GST', words: ['GST-free', '10%'] },
} as const;

/** What the GST cell may say, case and spaces ignored. */
const GST_WORDS: Record<string, GstTreatment> = {
  'gst-free': 'gst_free',
  'gst free': 'gst_free',
  '10%': 'gst_10',
  'gst 10%': 'gst_10',
};

/** Why a price or GST cell cannot be read: the words the sync's refusal shows in brackets. */
export const PRICE_CELL_PROBLEMS = {
  amount: (text: string) => `\u201c${text}\u201d is not an amount in dollars and cents, such as 24.50`,
  choice: (text: string) => `\u201c${text}\u201d is not one of this row\u2019s strengths or amounts`,
  twice: (text: string) => `\u201c${text}\u201d is priced twice`,
  emptyChoice: 'a price has nothing before its colon',
  gstMissing: 'a price needs its GST: GST-free or 10%',
  gstUnknown: 'use GST-free or 10%',
  gstWithoutPrice: 'there is no price in Price (AUD) for it to apply to',
} as const;

/** A price or GST cell the sync cannot read: where it is, what it says and why. */
export interface PriceCellProblem {
  heading: string;
  value: string;
  problem: string;
}

const tidy = (text: string | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ');
const key = (text: string): string => tidy(text).toLocaleLowerCase('en-AU');

/** "1% 30g", "30g", "1%": the strength and amount a choice names, from the row's own lists; undefined when it names neither. */
function choiceOf(text: string, strengths: readonly string[], amounts: readonly string[]): Omit<CataloguePrice, 'cents'> | undefined {
  const wanted = key(text);
  const strength = strengths.find((each) => key(each) === wanted);
  if (strength !== undefined) return { strength, amount: null };
  const amount = amounts.find((each) => key(each) === wanted);
  if (amount !== undefined) return { strength: null, amount };
  for (const eachStrength of strengths) {
    for (const eachAmount of amounts) {
      if (key(`${eachStrength} ${eachAmount}`) === wanted) return { strength: eachStrength, amount: eachAmount };
    }
  }
  return undefined;
}

/**
 * Columns I and J of one row with its strengths and amounts: `pricing` null where both are
 * blank (the formula is priced by the pharmacy); otherwise every problem at once, and
 * pricing only when there are none.
 */
export function readPriceCells(
  priceCell: string | undefined,
  gstCell: string | undefined,
  strengths: readonly string[],
  amounts: readonly string[],
): { pricing: FormulaPricing | null; problems: PriceCellProblem[] } {
  const priceText = tidy(priceCell);
  const gstText = tidy(gstCell);
  const problems: PriceCellProblem[] = [];
  const priceProblem = (problem: string) => problems.push({ heading: PRICE_COLUMNS.price.heading, value: priceText, problem });
  const gstProblem = (problem: string) => problems.push({ heading: PRICE_COLUMNS.gst.heading, value: gstText, problem });

  if (priceText === '') {
    if (gstText !== '') gstProblem(PRICE_CELL_PROBLEMS.gstWithoutPrice);
    return { pricing: null, problems };
  }
  const gst = GST_WORDS[key(gstText)];
  if (gstText === '') gstProblem(PRICE_CELL_PROBLEMS.gstMissing);
  else if (gst === undefined) gstProblem(PRICE_CELL_PROBLEMS.gstUnknown);

  const prices: CataloguePrice[] = [];
  const seen = new Set<string>();
  for (const part of priceText.split('|').map(tidy).filter((each) => each !== '')) {
    const colon = part.lastIndexOf(':');
    const choiceText = colon < 0 ? '' : tidy(part.slice(0, colon));
    const amountText = tidy(colon < 0 ? part : part.slice(colon + 1));
    const cents = centsOfAud(amountText);
    if (cents === null) priceProblem(PRICE_CELL_PROBLEMS.amount(amountText));
    let choice: Omit<CataloguePrice, 'cents'> | undefined = { strength: null, amount: null };
    if (colon >= 0 && choiceText === '') {
      priceProblem(PRICE_CELL_PROBLEMS.emptyChoice);
      choice = undefined;
    } else if (colon >= 0) {
      choice = choiceOf(choiceText, strengths, amounts);
      if (!choice) priceProblem(PRICE_CELL_PROBLEMS.choice(choiceText));
    }
    if (!choice || cents === null) continue;
    const choiceKey = `${choice.strength ?? ''}\u0000${choice.amount ?? ''}`;
    if (seen.has(choiceKey)) {
      priceProblem(PRICE_CELL_PROBLEMS.twice(choiceText || 'Every strength and amount'));
      continue;
    }
    seen.add(choiceKey);
    prices.push({ ...choice, cents });
  }
  if (problems.length > 0 || gst === undefined || prices.length === 0) {
    if (problems.length === 0) priceProblem(PRICE_CELL_PROBLEMS.amount(priceText));
    return { pricing: null, problems };
  }
  return { pricing: { gst, prices }, problems };
}

/** The price or GST cell named in a refusal, with its place in the sheet. */
export interface UnreadablePriceCell extends PriceCellProblem {
  tab: string;
  row: number;
}
