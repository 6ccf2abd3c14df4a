import { once } from 'node:events';
import type { RequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import {
  AUDIT_ACTIONS,
  NO_FILTERS,
  practitionerListFrom,
  practitionerListQuery,
  type AuditEntry,
  type PractitionerListView,
} from '@pharmacy/shared';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { attachmentDisposition } from '../../platform/http/send-private-file.ts';
import { PRACTITIONER_CSV_HEAD, practitionerCsvLine, practitionersCsvFileName } from './practitioner-csv.ts';
import { firestorePractitionerExport, type PractitionerExportSource } from './practitioner-export-source.ts';

/** Records read from Firestore, and written to the answer, at a time. */
export const EXPORT_BATCH_SIZE = 500;

export const unreadableListView = (names: readonly string[]) =>
  new HttpError(400, 'invalid_list_view', `These parts of the export's address were not understood: ${names.join(', ')}.`);

/** What the audit entry says about the list that was exported: the filters set, and the order. */
function listDetails({ filters, order }: PractitionerListView): AuditEntry['details'] {
  const set = Object.entries(filters).filter(([key, value]) => NO_FILTERS[key as keyof typeof NO_FILTERS] !== value);
  return { ...Object.fromEntries(set), sort: `${order.key} ${order.direction === 'asc' ? 'ascending' : 'descending'}` };
}

/** Writes a chunk, waiting while the client is slower than the database. */
async function send(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

/**
 * GET /practitioners-export (admins): Practitioner Registrations' whole filtered list as
 * CSV, in the table's order (decision 028). The query string is the list's own address
 * (q, status, role, from, to, dob, sort, dir), read by the code the browser writes it
 * with; anything not understood is refused rather than exported differently.
 * The export is recorded before any row is sent (who, the filters, how many records
 * matched), then streamed a batch at a time, so no export goes unrecorded and none is
 * held in memory whole.
 */
export function exportPractitioners(source: PractitionerExportSource = firestorePractitionerExport, now: () => Date = () => new Date()): RequestHandler {
  return async (req, res) => {
    const view = practitionerListFrom(new URL(req.originalUrl, 'http://localhost').searchParams);
    if (view.ignored.length > 0) throw unreadableListView(view.ignored);
    const list = practitionerListQuery(view.filters, view.order);
    const matching = list ? await source.count(list) : 0;

    await recordAudit({
      action: AUDIT_ACTIONS.practitionerExport,
      ...actorOf(callerOf(res)),
      target: { type: 'practitioner-list', id: 'practitioners', label: 'Practitioner Registrations' },
      details: { records: matching, ...listDetails(view) },
    });

    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(practitionersCsvFileName(now())),
      'X-Content-Type-Options': 'nosniff',
    });
    try {
      await send(res, PRACTITIONER_CSV_HEAD);
      if (list) {
        for await (const records of source.batches(list, EXPORT_BATCH_SIZE)) {
          // The admin closed the tab or cancelled the download: stop reading.
          if (res.destroyed) return;
          await send(res, records.map(practitionerCsvLine).filter((line) => line !== null).join(''));
        }
      }
      res.end();
    } catch (error) {
      // The headers have gone: cut the answer short so the browser reports a failed
      // download, rather than saving a file that looks complete.
      logger.error('The practitioner export failed part-way', { error: error instanceof Error ? error.message : String(error) });
      res.destroy(error instanceof Error ? error : undefined);
    }
  };
}
