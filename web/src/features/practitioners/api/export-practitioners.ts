import { ADMIN_API_PATHS, writePractitionerList, type PractitionerListView } from '@pharmacy/shared';
import { downloadPrivateFile } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

/**
 * "Export CSV": the server streams the whole filtered list, in the table's order, and
 * records the export in the audit log (decision 028). The query string is the list's
 * own address parameters, written by the code the server reads them with.
 */
export async function exportPractitioners(view: Pick<PractitionerListView, 'filters' | 'order'>): Promise<void> {
  const query = writePractitionerList(new URLSearchParams(), view).toString();
  const path = query === '' ? ADMIN_API_PATHS.practitionersExport : `${ADMIN_API_PATHS.practitionersExport}?${query}`;
  // The server names the file after the Sydney date; this is only for a reply without a name.
  await reachApi((idToken) => downloadPrivateFile(path, idToken, 'practitioners.csv'));
}
