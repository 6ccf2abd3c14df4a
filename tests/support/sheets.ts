/**
 * The Google Sheets API stand-in the local stack runs (scripts/stack/sheets-standin):
 * loading the sheets a test syncs, seeing what the function asked of it, and putting
 * the catalogue and the connected sheet back as they were.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { ADMIN_API_PATHS, ADMIN_COLLECTIONS, COLLECTIONS, GOOGLE_SHEET_SETTINGS_DOC } from '@pharmacy/shared';
import { SHEETS_STANDIN_PORT } from '../../scripts/stack/ports.ts';
import { SHEET_HEADER_ROW } from '../../scripts/stack/sheets-standin/demo-workbook.ts';
import type { CapturedRequest } from '../../scripts/stack/sheets-standin/server.ts';
import type { StandInTab, StandInWorkbook } from '../../scripts/stack/sheets-standin/workbook.ts';
import { adminDb } from './admin.ts';
import { request, type SiteResponse } from './api.ts';

export { DEMO_SHEET_ID } from '../../scripts/stack/sheets-standin/demo-workbook.ts';
export type { CapturedRequest, StandInWorkbook };

export const SHEETS_STANDIN_URL = process.env.SHEETS_STANDIN_URL || `http://127.0.0.1:${SHEETS_STANDIN_PORT}`;

/** A tab laid out as the admin screen asks: the header row, then one row per medication [name, strengths, amounts, indication]. */
export function medicationTab(title: string, ...medications: string[][]): StandInTab {
  return { title, rows: [SHEET_HEADER_ROW, ...medications] };
}

/** Shaped like Google's IDs (letters, digits, - and _), and never one another test uses. */
export const uniqueSheetId = (): string => `test-sheet-${randomUUID()}`;

const loaded = new Set<string>();

async function standIn(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(new URL(path, SHEETS_STANDIN_URL), init);
  if (!response.ok) throw new Error(`Sheets stand-in ${init?.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Puts a workbook in the stand-in under a new ID (removed by removeTestWorkbooks) and returns the ID. */
export async function loadWorkbook(workbook: StandInWorkbook): Promise<string> {
  const sheetId = uniqueSheetId();
  await standIn(`/__standin/workbooks/${sheetId}`, { method: 'PUT', body: JSON.stringify(workbook) });
  loaded.add(sheetId);
  return sheetId;
}

export async function removeTestWorkbooks(): Promise<void> {
  const ids = [...loaded];
  loaded.clear();
  await Promise.all(ids.map((id) => standIn(`/__standin/workbooks/${id}`, { method: 'DELETE' })));
}

/** What the function asked the stand-in about this sheet, oldest first. */
export async function standInRequests(sheetId: string): Promise<CapturedRequest[]> {
  const response = await standIn(`/__standin/requests?spreadsheetId=${encodeURIComponent(sheetId)}`);
  return ((await response.json()) as { requests: CapturedRequest[] }).requests;
}

/** The admin's Connect & Sync (or Sync Now). */
export function syncSheet(idToken: string | undefined, sheetId: string): Promise<SiteResponse> {
  return request(ADMIN_API_PATHS.syncGoogleSheet, { idToken, body: { sheetId, syncedBy: 'admin' } });
}

export function sheetConfig(idToken: string | undefined): Promise<SiteResponse> {
  return request(ADMIN_API_PATHS.googleSheetConfig, { idToken });
}

/**
 * Remembers the stored catalogue and connected sheet; the returned function puts
 * both back exactly (or removes what was not there), so a test file that syncs
 * leaves the stack as it found it.
 */
export async function rememberCatalogue(): Promise<() => Promise<void>> {
  const docs: DocumentReference[] = [
    adminDb().collection(COLLECTIONS.medicationDatabase).doc('current'),
    adminDb().collection(ADMIN_COLLECTIONS.settings).doc(GOOGLE_SHEET_SETTINGS_DOC),
  ];
  const saved = await Promise.all(docs.map(async (doc) => (await doc.get()).data()));
  return async () => {
    const batch = adminDb().batch();
    docs.forEach((doc, index) => {
      const data = saved[index];
      if (data) batch.set(doc, data);
      else batch.delete(doc);
    });
    await batch.commit();
  };
}
