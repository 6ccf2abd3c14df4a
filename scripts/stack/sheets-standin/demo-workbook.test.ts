import { describe, expect, it } from 'vitest';
import { catalogueFromSheet } from '../../../functions/src/features/catalogue/catalogue-from-sheet.ts';
import { DEMO_MEDICATION_DATABASE } from '../demo/demo-catalogue.ts';
import { demoWorkbook } from './demo-workbook.ts';

describe('the demo sheet the local stack offers to sync', () => {
  it('syncs back into exactly the demo catalogue, kinds and its Schedule 8 formula included', () => {
    const { catalogue, stats } = catalogueFromSheet(demoWorkbook().tabs);
    expect(catalogue).toEqual(DEMO_MEDICATION_DATABASE);
    expect(stats).toMatchObject({ conditions: 6, totalFormulas: 13 });
  });
});
