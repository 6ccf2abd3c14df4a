/**
 * Test helper: SheetSyncDeps in memory. Sheets are tabs or the problem reading them
 * gives; the store keeps the catalogue, settings and audit entries, replaced together.
 */
import type { MedicationDatabase, SheetConfig } from '@pharmacy/shared';
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import type { SheetTab } from '../catalogue-from-sheet.ts';
import { SheetReadError, type SheetReadProblem } from '../../../platform/sheets/google-sheets.ts';
import type { SheetSyncDeps } from '../deps.ts';

export interface FakeSheetWorld {
  sheets: Map<string, SheetTab[] | SheetReadProblem>;
  /** What the store holds; settings is stored data, so a test may corrupt it. */
  stored: { catalogue: MedicationDatabase | null; settings: unknown; audit: AuditRecord[] };
  /** The sheet IDs read, in order. */
  reads: string[];
}

export function createFakeSheetSyncDeps(): { deps: SheetSyncDeps; world: FakeSheetWorld } {
  const world: FakeSheetWorld = { sheets: new Map(), stored: { catalogue: null, settings: null, audit: [] }, reads: [] };
  const deps: SheetSyncDeps = {
    async readWorkbook(sheetId) {
      world.reads.push(sheetId);
      const sheet = world.sheets.get(sheetId) ?? 'notFound';
      if (typeof sheet === 'string') throw new SheetReadError(sheet, new Error('fake'));
      return sheet;
    },
    readSheetSettings: async () => world.stored.settings,
    async replaceCatalogueFromSheet(catalogue: MedicationDatabase, config: SheetConfig, audit: AuditRecord) {
      world.stored = { catalogue, settings: config, audit: [...world.stored.audit, audit] };
    },
  };
  return { deps, world };
}
