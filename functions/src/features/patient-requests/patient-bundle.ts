/**
 * The APP 12 bundle (decision 040): one zip holding a readable PDF summary of
 * everything held about a patient and the same as JSON, exactly as the admin's page
 * shows it. The JSON is the record of truth; the PDF is for reading, in the standard
 * Helvetica font, so a letter it cannot draw shows as "?" there (never in the JSON).
 */
import type { PDFPage } from 'pdf-lib';
import { onFirstUse } from '../../platform/on-first-use.ts';
import { loadPdfLib } from '../../platform/pdf/pdf-lib.ts';
import { isDrawable, wrapText } from '../../platform/pdf/pdf-text-layout.ts';
import {
  CORRECTABLE_FIELDS,
  LOCALE,
  ORDER_STATUS_LABELS,
  PATIENT_REQUEST_MESSAGES,
  SCRIPT_METHOD_LABELS,
  SITE,
  TIME_ZONE,
  correctableFieldText,
  directionsText,
  correctableFieldsOf,
  formatDateOfBirth,
  heldFileText,
  legalScriptText,
  type CorrectableField,
  type PatientDetails,
  type PatientHeld,
} from '@pharmacy/shared';

const sydneyTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
/** "27 November 2026 at 3:40 pm" in Sydney. */
export const sydneyTimeText = (iso: string) => sydneyTime.format(new Date(iso));

/** Text the standard font can draw: accents kept where Latin-1 has them, else dropped; other letters as "?". */
export function drawableText(text: string): string {
  return [...text.replace(/\t/g, '    ')]
    .map((char) => {
      if (isDrawable(char)) return char;
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return plain !== '' && [...plain].every(isDrawable) ? plain : '?';
    })
    .join('');
}

/** The summary as lines: [indent level, text]; a heading is level -1. */
type Line = [level: number, text: string];

function detailsLines(details: PatientDetails, level: number): Line[] {
  return correctableFieldsOf(details).map(([field, label]) => [level, `${label}: ${correctableFieldText(field, details)}`]);
}

/** What the PDF says, in order: the same facts as the JSON. */
export function summaryLines(held: PatientHeld): Line[] {
  const lines: Line[] = [
    [-1, `Information held about a patient by ${SITE.productName}`],
    [0, `Patient ID: ${held.patientId}`],
    [0, `Prepared: ${sydneyTimeText(held.generatedAt)} (Sydney time)`],
    [0, 'The attached JSON file holds the same information in full.'],
    [-1, 'Patient record'],
  ];
  if (held.record) {
    const { record } = held;
    lines.push(...detailsLines(record.details, 0));
    lines.push([0, `Prescriber: ${record.prescriber.name}${record.prescriber.clinicName ? `, ${record.prescriber.clinicName}` : ''}`]);
    lines.push([0, `Record created ${sydneyTimeText(record.createdAt)}; last changed ${sydneyTimeText(record.updatedAt)}`]);
    lines.push([-1, 'Corrections']);
    if (record.corrections.length === 0) lines.push([0, 'None.']);
    for (const correction of record.corrections) {
      lines.push([0, `${sydneyTimeText(correction.at)} by ${correction.by.email}. Reason: ${correction.reason}`]);
      for (const field of correction.fields as CorrectableField[]) {
        if (!(field in CORRECTABLE_FIELDS)) continue;
        lines.push([1, `${CORRECTABLE_FIELDS[field]}: was "${correctableFieldText(field, correction.replaced)}", now "${correctableFieldText(field, correction.corrected)}"`]);
      }
      // A later edit of a corrected field by the prescriber or their staff (decision 062).
      for (const edit of correction.laterEdits) {
        const changes = (edit.fields as CorrectableField[])
          .filter((field) => field in CORRECTABLE_FIELDS)
          .map((field) => `${CORRECTABLE_FIELDS[field]} now "${correctableFieldText(field, edit.now)}"`);
        lines.push([1, `Changed since, ${sydneyTimeText(edit.at)} by ${edit.by.email}: ${changes.join('; ')}`]);
      }
    }
  } else {
    lines.push([0, "No record: it was deleted with its prescriber's account. The orders below keep the patient as each was sent."]);
  }
  lines.push([-1, `Order requests (${held.orders.length})`]);
  if (held.orders.length === 0) lines.push([0, 'None.']);
  for (const order of held.orders) {
    lines.push([0, `${order.requestId}, sent ${sydneyTimeText(order.createdAt)} by ${order.prescriber.name} (${order.prescriber.clinicName}); status ${ORDER_STATUS_LABELS[order.status]}`]);
    for (const item of order.items) {
      const dose = [item.strength, item.amount].filter((part) => part !== '').join(', ');
      lines.push([1, `Item ${item.itemIndex + 1}: ${item.formulaLabel}${dose ? ` (${dose})` : ''}, quantity ${item.quantity}, for ${item.conditionLabel}`]);
      if (item.directions) lines.push([2, `Directions: ${directionsText(item)}`]);
      if (item.notes) lines.push([2, `Notes: ${item.notes}`]);
      lines.push([2, `Script: ${SCRIPT_METHOD_LABELS[item.scriptMethod]}${item.script ? `; file ${heldFileText(item.script)}` : ''}`]);
      lines.push([2, `Legal script: ${item.legalScript ? legalScriptText(item.legalScript) : 'not recorded (an older order)'}`]);
      if (item.patient) {
        lines.push([2, `Patient as sent: ${item.patient.givenName} ${item.patient.familyName}, born ${formatDateOfBirth(item.patient.dateOfBirth)}`]);
      }
    }
    if (order.questionsLeftOut) lines.push([1, PATIENT_REQUEST_MESSAGES.questionsLeftOut]);
    for (const message of order.questions) {
      lines.push([1, `${message.kind === 'question' ? 'Question' : 'Answer'} from ${message.authorName}, ${sydneyTimeText(message.at)}: ${message.text}`]);
      if (message.attachment) lines.push([2, `File: ${heldFileText(message.attachment)}`]);
    }
  }
  lines.push([-1, `Who has seen or changed this information (${held.accessEntries.length})`]);
  if (held.accessEntries.length === 0) lines.push([0, 'No entries.']);
  for (const entry of held.accessEntries) lines.push([0, `${sydneyTimeText(entry.at)}: ${entry.action} by ${entry.actorEmail} (${entry.target})`]);
  return lines;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const SIZE = { heading: 13, body: 10 } as const;

/** The summary as an A4 PDF. */
export async function summaryPdf(held: PatientHeld): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Information held about patient ${held.patientId}`);
  pdf.setCreator(SITE.productName);
  pdf.setProducer(SITE.productName);
  pdf.setCreationDate(new Date(held.generatedAt));
  pdf.setModificationDate(new Date(held.generatedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const [level, raw] of summaryLines(held)) {
    const heading = level < 0;
    const font = heading ? bold : regular;
    const size = heading ? SIZE.heading : SIZE.body;
    const x = PAGE.margin + Math.max(level, 0) * 14;
    if (heading) y -= 8;
    for (const paragraph of drawableText(raw).split(/\r?\n/)) {
      for (const piece of wrapText(paragraph, font, size, PAGE.width - PAGE.margin - x)) {
        if (y < PAGE.margin + size) {
          page = pdf.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - PAGE.margin;
        }
        page.drawText(piece, { x, y: y - size, size, font });
        y -= size * 1.4;
      }
    }
  }
  return pdf.save();
}

/** fflate, for the zip, loaded on the first bundle (decision 100). */
const loadFflate = onFirstUse(() => import('fflate'));

/** The bundle's two files' names inside the zip. */
export const bundleEntryNames = (patientId: string) => ({ pdf: `patient-${patientId}-summary.pdf`, json: `patient-${patientId}.json` });

/** The zip: the PDF summary and the JSON of everything held. */
export async function patientBundle(held: PatientHeld): Promise<Uint8Array> {
  const names = bundleEntryNames(held.patientId);
  const mtime = new Date(held.generatedAt);
  const { strToU8, zipSync } = await loadFflate();
  return zipSync(
    {
      [names.pdf]: [await summaryPdf(held), { mtime }],
      [names.json]: [strToU8(`${JSON.stringify(held, null, 2)}\n`), { mtime }],
    },
    { level: 6 },
  );
}
