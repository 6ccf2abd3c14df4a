/**
 * The cautionary advisory labels (CALs) a formula's dispensing label carries (issue 33
 * part 1, decision 058): the Australian Pharmaceutical Formulary's numbered warnings,
 * named for a formula in the Google Sheet's optional column H ("Cautionary labels",
 * numbers separated by `|` or commas). The sync refuses a number not in this list rather
 * than print a label without the warning, or with the wrong one.
 *
 * This is the only place their numbers and words are written down. It holds only the
 * labels whose number and wording the pharmacy has confirmed; add others here (number and
 * the APF's words) before a formula names them. zod-free.
 */

export interface CautionaryLabel {
  /** As the APF numbers it and the sheet names it. */
  code: string;
  text: string;
}

export const CAUTIONARY_LABELS = [
  {
    code: '1',
    text: 'This medicine may cause drowsiness and may increase the effects of alcohol. If affected, do not drive a motor vehicle or operate machinery.',
  },
  {
    code: '5',
    text: 'Ask your doctor or pharmacist before using any other medicines, including over-the-counter medicines or health products.',
  },
  { code: '21', text: 'For external use only.' },
] as const satisfies readonly CautionaryLabel[];

export type CautionaryLabelCode = (typeof CAUTIONARY_LABELS)[number]['code'];

export const CAUTIONARY_LABEL_CODES: readonly string[] = CAUTIONARY_LABELS.map((label) => label.code);

/** The sheet's column after the kind columns (E to G). */
export const CAUTIONARY_LABELS_COLUMN = { column: 'H', heading: 'Cautionary labels' } as const;

/** "CAL 21: For external use only." as the dispensing label prints it; undefined for a code not in the list. */
export function cautionaryLabelText(code: string): string | undefined {
  const label = CAUTIONARY_LABELS.find((known) => known.code === code);
  return label ? `CAL ${label.code}: ${label.text}` : undefined;
}

/**
 * Column H read: `{ value: [] }` for a blank cell, the codes in the order written (each
 * once) when every one is known, `{ unknown: true }` when any is not ("1, 21" and
 * "1|21" are both 1 and 21; "CAL 21" is 21).
 */
export function readCautionaryLabelsCell(cell: string | undefined): { value: string[] } | { unknown: true } {
  const parts = (cell ?? '')
    .split(/[|,]/)
    .map((part) => part.trim().replace(/^cal\s*/i, '').toLowerCase())
    .filter((part) => part !== '');
  if (parts.some((part) => !CAUTIONARY_LABEL_CODES.includes(part))) return { unknown: true };
  return { value: [...new Set(parts)] };
}
