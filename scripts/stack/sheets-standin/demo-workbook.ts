/**
 * The sheet `npm start` users can Connect & Sync locally: the built-in catalogue laid
 * out as the admin screen's help text asks (one tab per condition; row 1 headers;
 * A name, B strengths and C amounts separated by `|`, D the indication).
 */
import { BUILT_IN_MEDICATION_DATABASE, type MedicationDatabase } from '@pharmacy/shared';
import type { StandInWorkbook } from './workbook.ts';

export const DEMO_SHEET_ID = 'demo-medication-sheet';
export const SHEET_HEADER_ROW = ['Medication', 'Strengths', 'Amounts', 'Indication'];

/** A catalogue as the sheet that would produce it. */
export function workbookOf(catalogue: MedicationDatabase): StandInWorkbook {
  return {
    tabs: catalogue.conditions.map((condition) => ({
      title: condition.label,
      rows: [
        SHEET_HEADER_ROW,
        ...(catalogue.formulasByCondition[condition.value] ?? []).map((formula) => [
          formula.label,
          (catalogue.strengthsByFormula[formula.value] ?? []).join('|'),
          (catalogue.amountsByFormula[formula.value] ?? []).join('|'),
          catalogue.descriptionsByFormula[formula.value] ?? '',
        ]),
      ],
    })),
  };
}

export const demoWorkbook = (): StandInWorkbook => workbookOf(BUILT_IN_MEDICATION_DATABASE);
