import { COLLECTIONS } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { practitionersCsv } from '../practitioner-csv.ts';
import type { PractitionerFilters, SortOrder } from '../practitioner-filters.ts';
import { toPractitionerRow, type PractitionerRow } from '../practitioner-row.ts';
import { practitionerConditions, sortField } from './list-practitioners.ts';

const EXPORT_PAGE = 500;

/** The whole filtered list, in the table's order, as a CSV file: read page by page from the database. */
export async function exportPractitioners(filters: PractitionerFilters, order: SortOrder): Promise<Blob> {
  const [sdk, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const { collection, getDocs, limit, orderBy, query, startAfter } = sdk;
  const base = [...practitionerConditions(sdk, filters), orderBy(sortField(order.key), order.direction), limit(EXPORT_PAGE)];
  const rows: PractitionerRow[] = [];
  if (filters.role !== 'admin') {
    let snapshot = await getDocs(query(collection(db, COLLECTIONS.users), ...base));
    for (;;) {
      for (const document of snapshot.docs) {
        const row = toPractitionerRow(document.id, document.data());
        if (row) rows.push(row);
      }
      const last = snapshot.docs.at(-1);
      if (snapshot.size < EXPORT_PAGE || !last) break;
      snapshot = await getDocs(query(collection(db, COLLECTIONS.users), ...base.slice(0, -1), startAfter(last), limit(EXPORT_PAGE)));
    }
  }
  return new Blob([practitionersCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
