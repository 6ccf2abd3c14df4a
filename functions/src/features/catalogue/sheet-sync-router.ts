/**
 * The medication Google Sheet (issue #6), admins only:
 *   GET  /google-sheet-config  the connected sheet, or null before the first sync
 *   POST /sync-google-sheet    reads the sheet and makes it the catalogue
 * A sync that fails for any reason changes nothing: the previous catalogue keeps serving.
 */
import { Router, type RequestHandler } from 'express';
import {
  ADMIN_API_PATHS,
  ADMIN_COLLECTIONS,
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  GOOGLE_SHEET_SETTINGS_DOC,
  SHEET_SYNC_ERROR_CODES,
  SHEET_SYNC_MESSAGES,
  SheetConfigSchema,
  SyncSheetRequestSchema,
  readSheetId,
  type SheetConfig,
  type SheetConfigResponse,
  type SyncSheetResponse,
} from '@pharmacy/shared';
import { parseStored } from '../../platform/stored-document.ts';
import { CatalogueSheetError, catalogueFromSheet, type SheetTab } from './catalogue-from-sheet.ts';
import { SheetReadError, type SheetReadProblem } from '../../platform/sheets/google-sheets.ts';
import { callerOf, recentSignInRequired, requireAdmin, signedInRecently } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { actorOf } from '../../platform/http/actor.ts';
import type { SheetSyncDeps } from './deps.ts';

export type { SheetSyncDeps } from './deps.ts';

/** The app strips /api; these routers see the rest of the path. */
const local = (path: string) => path.replace(/^\/api/, '');

/**
 * 422: the request was fine but the sheet it names cannot be used as it is (the
 * admin fixes the sheet or its sharing); 503: Google did not answer, try again.
 */
const READ_REFUSALS: Record<SheetReadProblem, () => HttpError> = {
  invalidSheetId: () => new HttpError(400, SHEET_SYNC_ERROR_CODES.invalidSheetId, SHEET_SYNC_MESSAGES.invalidSheetId),
  notFound: () => new HttpError(422, SHEET_SYNC_ERROR_CODES.notFound, SHEET_SYNC_MESSAGES.notFound),
  notShared: () => new HttpError(422, SHEET_SYNC_ERROR_CODES.notShared, SHEET_SYNC_MESSAGES.notShared),
  unavailable: () => new HttpError(503, SHEET_SYNC_ERROR_CODES.unavailable, SHEET_SYNC_MESSAGES.unavailable),
};

function sheetIdFrom(body: unknown): string {
  const input = readSheetId(parseBody(SyncSheetRequestSchema, body).sheetId);
  if ('sheetId' in input) return input.sheetId;
  if (input.problem === 'empty') throw new HttpError(400, 'invalid_request', ADMIN_MESSAGES.sheetIdRequired);
  throw READ_REFUSALS.invalidSheetId();
}

async function readSheet(deps: SheetSyncDeps, sheetId: string): Promise<SheetTab[]> {
  try {
    return await deps.readWorkbook(sheetId);
  } catch (error) {
    throw error instanceof SheetReadError ? READ_REFUSALS[error.problem]() : error;
  }
}

function catalogueOf(tabs: SheetTab[]): ReturnType<typeof catalogueFromSheet> {
  try {
    return catalogueFromSheet(tabs);
  } catch (error) {
    throw error instanceof CatalogueSheetError ? new HttpError(422, SHEET_SYNC_ERROR_CODES.invalidSheet, error.message) : error;
  }
}

async function readSheetConfig(deps: SheetSyncDeps): Promise<SheetConfig | null> {
  const stored = await deps.readSheetSettings();
  return stored === null
    ? null
    : parseStored(SheetConfigSchema, stored, `${ADMIN_COLLECTIONS.settings}/${GOOGLE_SHEET_SETTINGS_DOC}`);
}

export function sheetSyncRouter(
  deps: SheetSyncDeps,
  requireCaller: RequestHandler,
  now: () => Date = () => new Date(),
): Router {
  const admin = [requireCaller, requireAdmin];
  const router = Router();

  router.get(local(ADMIN_API_PATHS.googleSheetConfig), ...admin, async (_req, res) => {
    const config = await readSheetConfig(deps);
    const body: SheetConfigResponse = { success: true, sheetId: config?.sheetId ?? null, config };
    res.json(body);
  });

  router.post(local(ADMIN_API_PATHS.syncGoogleSheet), ...admin, async (req, res) => {
    const sheetId = sheetIdFrom(req.body);
    // Syncing the connected sheet again is routine; pointing the catalogue at another sheet
    // needs a fresh sign-in (decision 022).
    const connected = await readSheetConfig(deps);
    if (connected?.sheetId !== sheetId && !signedInRecently(callerOf(res), now())) {
      throw recentSignInRequired();
    }
    const { catalogue, stats } = catalogueOf(await readSheet(deps, sheetId));
    const actor = actorOf(callerOf(res));
    // Who synced comes from the verified token; the body's syncedBy is ignored.
    const config: SheetConfig = {
      sheetId,
      sheetNames: stats.sheetNames,
      lastSynced: now().toISOString(),
      ...(actor.actorEmail ? { syncedBy: actor.actorEmail } : {}),
    };
    const { conditions, totalFormulas, totalDosages } = stats;
    await deps.replaceCatalogueFromSheet(catalogue, config, {
      action: AUDIT_ACTIONS.sheetSync,
      ...actor,
      target: { type: 'sheet', id: sheetId, label: sheetId },
      details: { conditions, totalFormulas, totalDosages },
    });
    const body: SyncSheetResponse = { success: true, stats, config };
    res.json(body);
  });

  return router;
}
