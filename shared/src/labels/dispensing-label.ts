/**
 * Dispensing labels (issue 33 part 1, decision 058): for each item whose record of
 * compounding is checked, the pharmacy prints its label, a PDF at the label printer's
 * size (SITE.labelPrinter) carrying what a dispensed medicine's label must. Text that
 * does not fit is never cut or shrunk: the label is refused, naming the field. Paths,
 * codes, messages and the fixed words the function and the screens share; zod-free.
 */
import { SITE } from '../platform/site-settings.ts';
import type { FormulaStorage } from '../catalogue/index.ts';

export const LABEL_API_PATHS = {
  /** Admin only: GET `${label}/{requestId}/{itemIndex}` answers the item's label as a PDF, and records the print (order.label-print, then order.label-reprint). */
  label: '/api/order-labels',
} as const;

export const LABEL_COLLECTIONS = {
  /** labelPrints/{requestId}: how many times each item's label has been printed (server only; removed with its order). */
  labelPrints: 'labelPrints',
} as const;

/** The label printer's label, in millimetres: the one setting (SITE.labelPrinter). */
export const LABEL_SIZE_MM = SITE.labelPrinter;

/** The words every label carries as they are. */
export const LABEL_WORDS = {
  keepOut: 'KEEP OUT OF REACH OF CHILDREN',
  forAnimal: 'FOR ANIMAL TREATMENT ONLY',
} as const;

/** The storage line for each storage the catalogue states (formula-kind.ts). */
export const LABEL_STORAGE_LINES: Record<FormulaStorage, string> = {
  room_temperature: 'Store below 25\u00b0C.',
  refrigerated: 'Refrigerate at 2\u00b0C to 8\u00b0C. Do not freeze.',
};

/** The fields of a label, each named in a refusal by what a pharmacist calls it. */
export const LABEL_FIELDS = {
  patient: 'the patient\u2019s name',
  animal: 'the animal\u2019s name and species',
  owner: 'the owner\u2019s name',
  medicine: 'the medicine\u2019s name, strength and form',
  quantity: 'the quantity',
  directions: 'the directions',
  cautionaryLabels: 'the cautionary advisory labels',
  storage: 'the storage line',
  discard: 'the beyond-use date and batch',
  supply: 'the date of supply, prescriber and order reference',
  pharmacy: 'the pharmacy\u2019s name, address and phone',
  warnings: 'the warnings',
} as const;
export type LabelField = keyof typeof LABEL_FIELDS;

export const LABEL_ERROR_CODES = {
  invalidItem: 'label_invalid_item',
  notChecked: 'label_not_checked',
  noDirections: 'label_no_directions',
  tooLong: 'label_too_long',
  unprintable: 'label_unprintable',
} as const;

const size = `${LABEL_SIZE_MM.widthMm} x ${LABEL_SIZE_MM.heightMm} mm`;

export const LABEL_MESSAGES = {
  invalidItem: 'That item is not on this order.',
  notChecked: 'A label is printed once the item\u2019s record of compounding has been checked.',
  noDirections: 'This item was ordered before directions were asked for: its label cannot say how to use it. Ask the prescriber for the directions.',
  tooLong: (field: LabelField, lines: number, room: number) =>
    `The label was not printed: ${LABEL_FIELDS[field]} would take ${lines} lines on the ${size} label, which has room for ${room} beside the rest. Nothing on a label is cut or shrunk: shorten it at its source or print on a larger label.`,
  unprintable: (field: LabelField, character: string) =>
    `The label was not printed: in ${LABEL_FIELDS[field]} there is a character the label\u2019s font cannot print (\u201c${character}\u201d). Correct it at its source.`,
} as const;

/** Where a label is asked for. */
export const labelPath = (requestId: string, itemIndex: number) => `${LABEL_API_PATHS.label}/${encodeURIComponent(requestId)}/${itemIndex}`;

/** The PDF's file name. */
export const labelFileName = (requestId: string, itemIndex: number) => `label-${requestId}-item-${itemIndex + 1}.pdf`;
