/** A clinic account's balances, statements and the Xero export in the browser (decision 081), through /api only. */
import { useQuery } from '@tanstack/react-query';
import { ClinicAccountBalancesSchema, STATEMENT_API_PATHS, statementFileName, statementPdfPath, xeroExportFileName, xeroExportPath, type XeroExportKind } from '@pharmacy/shared';
import { downloadPrivateFile, getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

export function useClinicAccountBalances() {
  return useQuery({
    queryKey: ['clinic-accounts', 'balances'],
    queryFn: async () => replyBody(await reachApi((idToken) => getJson(STATEMENT_API_PATHS.balances, idToken), { prefix: 'The balances could not be loaded: ' }), ClinicAccountBalancesSchema),
  });
}

export async function downloadStatement(accountId: string, accountName: string, month: string): Promise<void> {
  await reachApi((idToken) => downloadPrivateFile(statementPdfPath(accountId, month), idToken, statementFileName(accountName, month)), { prefix: 'The statement could not be downloaded: ' });
}

export async function downloadXeroExport(month: string, kind: XeroExportKind): Promise<void> {
  await reachApi((idToken) => downloadPrivateFile(xeroExportPath(month, kind), idToken, xeroExportFileName(month, kind)), { prefix: 'The export could not be downloaded: ' });
}
