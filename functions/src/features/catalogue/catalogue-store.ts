/**
 * The medication catalogue (COLLECTIONS.medicationDatabase/current) and the connected
 * Google Sheet's settings. The catalogue is one document, so a sync replaces it in a
 * single write: a request reads either the whole old catalogue or the whole new one.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  ADMIN_COLLECTIONS,
  COLLECTIONS,
  GOOGLE_SHEET_SETTINGS_DOC,
  type MedicationDatabase,
  type SheetConfig,
} from '@pharmacy/shared';
import { recordAuditIn, type AuditRecord } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';

const CURRENT = 'current';
const catalogueDoc = () => db().collection(COLLECTIONS.medicationDatabase).doc(CURRENT);
const sheetSettingsDoc = () => db().collection(ADMIN_COLLECTIONS.settings).doc(GOOGLE_SHEET_SETTINGS_DOC);

/** The stored catalogue as written (possibly the old dosagesByFormula shape), or null when none is stored. */
export async function readStoredCatalogue(): Promise<unknown> {
  const snapshot = await catalogueDoc().get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/** The connected sheet, or null before the first successful sync. */
export async function readSheetSettings(): Promise<unknown> {
  const snapshot = await sheetSettingsDoc().get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/**
 * Replaces the catalogue and the sheet's settings and records the sync, all in one
 * batch: a failed sync changes nothing, so the previous catalogue keeps serving.
 */
export async function replaceCatalogueFromSheet(
  catalogue: MedicationDatabase,
  config: SheetConfig,
  audit: AuditRecord,
): Promise<void> {
  const batch = db().batch();
  batch.set(catalogueDoc(), { ...catalogue, source: 'google-sheet', sheetId: config.sheetId, updatedAt: FieldValue.serverTimestamp() });
  batch.set(sheetSettingsDoc(), config);
  recordAuditIn(batch, audit);
  await batch.commit();
}
