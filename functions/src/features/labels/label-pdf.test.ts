import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { LABEL_ERROR_CODES, LABEL_MESSAGES, SITE } from '@pharmacy/shared';
import { testPatient } from '@pharmacy/shared/testing';
import { pdfText } from '../../platform/pdf/testing/pdf-text.ts';
import type { OrderRecord } from '../orders/index.ts';
import { CHECKED_AT, CHECKED_RECORD, DOG_ITEM, LABEL_CATALOGUE, PERSON_ITEM, TOO_LONG_DIRECTIONS, labelOrder } from './testing/label-fixtures.ts';
import { labelContent, type LabelContent } from './label-content.ts';
import { LabelRefusal, labelPdf } from './label-pdf.ts';

const order = labelOrder;
const person = PERSON_ITEM;
const dog = DOG_ITEM;
const CATALOGUE = LABEL_CATALOGUE;
const checkedRecord = CHECKED_RECORD;

function blocksOf(content: LabelContent) {
  if (content.kind !== 'label') throw new Error(`refused: ${content.message}`);
  return content.blocks;
}

async function render(record: OrderRecord, itemIndex = 0, sizeMm?: { widthMm: number; heightMm: number }) {
  return labelPdf(blocksOf(labelContent(record, itemIndex, CATALOGUE)), { at: CHECKED_AT, title: 'Label', ...(sizeMm ? { sizeMm } : {}) });
}

async function refusalOf(promise: Promise<unknown>): Promise<LabelRefusal> {
  const error = await promise.then(() => null, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(LabelRefusal);
  return error as LabelRefusal;
}

describe('a dispensing label', () => {
  it('is one page at the label printer\u2019s size, 89 x 36 mm unless the pharmacy sets another', async () => {
    const pdf = await PDFDocument.load(await render(order([person])));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(SITE.labelPrinter).toEqual({ widthMm: 89, heightMm: 36 });
    expect(width).toBeCloseTo((89 * 72) / 25.4, 1);
    expect(height).toBeCloseTo((36 * 72) / 25.4, 1);
  });

  it('carries the patient, the medicine, the directions as written and everything a dispensed label must', async () => {
    const text = pdfText(await render(order([person])));
    expect(text.split('\n')).toEqual([
      'Jane Citizen',
      'Hydrocortisone Cream 1%',
      'Qty: 2 x 30g',
      'Apply a thin layer to the rash twice daily',
      'CAL 21: For external use only.',
      'Store below 25\u00b0C.',
      'Discard after 28/12/2026  Batch: 2611-027/A',
      'KEEP OUT OF REACH OF CHILDREN',
      'Supplied 28/11/2026  Prescriber: Alice Nguyen  Ref: HC-261128-7KQ2/1',
      `${SITE.productName}, Suite 2, 45 Darling Street, Balmain NSW 2041  Ph ${SITE.phone}`,
    ]);
  });

  it('for an animal names it, its species and its owner, and says it is for animal treatment only', async () => {
    const text = pdfText(await render(order([person, dog]), 1));
    expect(text).toContain('Biscuit (Dog)\nOwner: Rachel Doyle');
    expect(text).toContain('FOR ANIMAL TREATMENT ONLY');
    expect(text).toContain('Gabapentin Oral Suspension (Veterinary) 50mg/mL\nQty: 1 x 30mL\nGive 1 mL by mouth twice daily');
    expect(text).toContain('CAL 1: This medicine may cause drowsiness');
    expect(text).toContain('Refrigerate at 2\u00b0C to 8\u00b0C. Do not freeze.');
    expect(text).toContain('Ref: HC-261128-7KQ2/2');
    expect(text).not.toContain('Jane Citizen');
  });

  it('wraps long directions within the label\u2019s width, every word kept', async () => {
    const directions = 'Apply a pea-sized amount to the inner wrist each morning and evening, rubbing in well until absorbed, then wash hands';
    const lines = pdfText(await render(order([{ ...person, directions }]))).split('\n');
    const written = lines.slice(lines.indexOf('Qty: 2 x 30g') + 1, lines.indexOf('CAL 21: For external use only.'));
    expect(written.length).toBeGreaterThan(1);
    expect(written.join(' ')).toBe(directions);
  });

  it('refuses directions too long to fit, naming them, rather than cutting or shrinking them', async () => {
    const directions = TOO_LONG_DIRECTIONS;
    const refusal = await refusalOf(render(order([{ ...person, directions }])));
    expect(refusal.code).toBe(LABEL_ERROR_CODES.tooLong);
    expect(refusal.message).toMatch(/^The label was not printed: the directions would take \d+ lines on the 89 x 36 mm label, which has room for \d+ beside the rest\./);
  });

  it('fits on a larger label what a small one refuses', async () => {
    const directions = TOO_LONG_DIRECTIONS;
    const text = pdfText(await render(order([{ ...person, directions }]), 0, { widthMm: 100, heightMm: 70 }));
    expect(text.replace(/\n/g, ' ')).toContain(directions);
  });

  it('refuses a character its font cannot print, naming the field', async () => {
    const refusal = await refusalOf(render(order([{ ...person, patient: testPatient({ givenName: '\u674e', familyName: 'Wei' }) }])));
    expect(refusal.code).toBe(LABEL_ERROR_CODES.unprintable);
    expect(refusal.message).toBe(LABEL_MESSAGES.unprintable('patient', '\u674e'));
  });

  it('is not made for an item whose record is not checked, or that has no directions', () => {
    const unchecked = { ...checkedRecord, checkedAt: undefined, checkedBy: undefined };
    expect(labelContent(order([person], [unchecked]), 0, CATALOGUE)).toMatchObject({ kind: 'refused', status: 409, code: LABEL_ERROR_CODES.notChecked });
    expect(labelContent(order([person], [null]), 0, CATALOGUE)).toMatchObject({ kind: 'refused', code: LABEL_ERROR_CODES.notChecked });
    expect(labelContent(order([{ ...person, directions: undefined }]), 0, CATALOGUE)).toMatchObject({ kind: 'refused', code: LABEL_ERROR_CODES.noDirections });
    expect(labelContent(order([person]), 3, CATALOGUE)).toMatchObject({ kind: 'refused', status: 404, code: LABEL_ERROR_CODES.invalidItem });
  });
});
