import { describe, expect, it } from 'vitest';
import { BUILT_IN_MEDICATION_DATABASE } from '@pharmacy/shared';
import { catalogueFromSheet } from '../../../functions/src/features/catalogue/catalogue-from-sheet.ts';
import { demoWorkbook } from './demo-workbook.ts';

describe('the demo sheet the local stack offers to sync', () => {
  it('syncs back into exactly the built-in catalogue', () => {
    const { catalogue, stats } = catalogueFromSheet(demoWorkbook().tabs);
    expect(catalogue).toEqual(BUILT_IN_MEDICATION_DATABASE);
    expect(stats).toMatchObject({ conditions: 6, totalFormulas: 12 });
  });
});
