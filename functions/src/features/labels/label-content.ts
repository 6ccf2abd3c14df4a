/**
 * What one item's dispensing label says (decision 058), field by field, from the order as
 * stored, the item's checked record of compounding and today's catalogue (for the
 * cautionary advisory labels, and the storage where the order did not copy it). Pure: the
 * route reads, label-pdf.ts lays it out.
 */
import {
  LABEL_ERROR_CODES,
  LABEL_MESSAGES,
  LABEL_STORAGE_LINES,
  LABEL_WORDS,
  LOCALE,
  SITE,
  TIME_ZONE,
  cautionaryLabelText,
  cautionaryLabelsOf,
  formatAddress,
  formatDateOfBirth,
  formulaKindOf,
  patientKindOf,
  type LabelField,
  type MedicationDatabase,
} from '@pharmacy/shared';
import type { OrderRecord } from '../orders/index.ts';

/** One block of the label: a field's text, in its size and weight. */
export interface LabelBlock {
  field: LabelField;
  text: string;
  /** Points. */
  size: number;
  bold?: boolean;
}

export type LabelContent =
  | { kind: 'label'; blocks: LabelBlock[] }
  | { kind: 'refused'; status: number; code: string; message: string };

/** Type sizes in points: the patient and medicine stand out, the pharmacy's details are smallest. */
const SIZE = { name: 7, main: 6.5, small: 5.5, footer: 5 } as const;

const supplyDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
/** dd/mm/yyyy, in Sydney. */
export const labelDateText = (at: Date) => supplyDate.format(at);

const refused = (status: number, code: string, message: string): LabelContent => ({ kind: 'refused', status, code, message });

/** Who the label is for: the patient, or the animal with its owner and the words the law asks for. */
function patientBlocks(patient: NonNullable<OrderRecord['items'][number]['patient']>): LabelBlock[] {
  const owner = `${patient.givenName} ${patient.familyName}`.trim();
  if (patientKindOf(patient) === 'animal' && patient.animal) {
    return [
      { field: 'animal', text: `${patient.animal.name} (${patient.animal.species})`, size: SIZE.name, bold: true },
      { field: 'owner', text: `Owner: ${owner}`, size: SIZE.main },
    ];
  }
  return [{ field: 'patient', text: owner, size: SIZE.name, bold: true }];
}

/**
 * The label's blocks, top to bottom, or why there is none: the item is not on the order,
 * its record is not checked, or it has no directions to print.
 */
export function labelContent(order: OrderRecord, itemIndex: number, catalogue: MedicationDatabase): LabelContent {
  const item = order.items[itemIndex];
  if (!item) return refused(404, LABEL_ERROR_CODES.invalidItem, LABEL_MESSAGES.invalidItem);
  const record = order.compounding?.[itemIndex];
  if (!record?.checkedAt || !record.checkedBy) return refused(409, LABEL_ERROR_CODES.notChecked, LABEL_MESSAGES.notChecked);
  const directions = item.directions?.trim() ?? '';
  if (directions === '') return refused(409, LABEL_ERROR_CODES.noDirections, LABEL_MESSAGES.noDirections);

  const animal = item.patient ? patientKindOf(item.patient) === 'animal' : false;
  const storage = item.storage ?? formulaKindOf(catalogue, item.formula).storage;
  const prescriber = order.signedBy?.name ?? `${order.practitioner.firstName} ${order.practitioner.lastName}`.trim();
  const medicine = [item.formulaLabel, item.strength].filter((part) => part.trim() !== '').join(' ');
  const quantity = item.amount.trim() === '' ? `Qty: ${item.quantity}` : `Qty: ${item.quantity} x ${item.amount}`;
  const cautionary = cautionaryLabelsOf(catalogue, item.formula).flatMap((code) => cautionaryLabelText(code) ?? []);

  return {
    kind: 'label',
    blocks: [
      ...(item.patient ? patientBlocks(item.patient) : []),
      { field: 'medicine', text: medicine, size: SIZE.main, bold: true },
      { field: 'quantity', text: quantity, size: SIZE.main },
      { field: 'directions', text: directions, size: SIZE.main },
      ...cautionary.map((text): LabelBlock => ({ field: 'cautionaryLabels', text, size: SIZE.small })),
      ...(storage ? [{ field: 'storage', text: LABEL_STORAGE_LINES[storage], size: SIZE.small } satisfies LabelBlock] : []),
      { field: 'discard', text: `Discard after ${formatDateOfBirth(record.beyondUseDate)}  Batch: ${record.batchNumber}`, size: SIZE.small },
      { field: 'warnings', text: LABEL_WORDS.keepOut, size: SIZE.small, bold: true },
      ...(animal ? [{ field: 'warnings', text: LABEL_WORDS.forAnimal, size: SIZE.small, bold: true } satisfies LabelBlock] : []),
      {
        field: 'supply',
        text: `Supplied ${labelDateText(record.checkedAt)}  Prescriber: ${prescriber}  Ref: ${order.requestId}/${itemIndex + 1}`,
        size: SIZE.footer,
      },
      { field: 'pharmacy', text: `${SITE.productName}, ${formatAddress()}  Ph ${SITE.phone}`, size: SIZE.footer },
    ],
  };
}
