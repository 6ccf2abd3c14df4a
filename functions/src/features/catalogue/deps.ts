import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import type { MedicationDatabase, SheetConfig } from '@pharmacy/shared';
import type { ReadWorkbook } from '../../platform/sheets/google-sheets.ts';

/** What the sheet routes need from the outside world: Google and Firestore in production, memory in unit tests. */
export interface SheetSyncDeps {
  readWorkbook: ReadWorkbook;
  /** settings/googleSheet as stored, or null before the first sync. */
  readSheetSettings: () => Promise<unknown>;
  /** Catalogue, settings and audit entry in one write: all of them or none. */
  replaceCatalogueFromSheet: (catalogue: MedicationDatabase, config: SheetConfig, audit: AuditRecord) => Promise<void>;
}
