/**
 * Runs the Sheets API stand-in on its own, with the demo workbook, until Ctrl-C:
 *   npx tsx scripts/stack/sheets-standin/cli.ts
 * startStack runs it in-process; this is for a stack started without it.
 */
import { SHEETS_STANDIN_PORT } from '../ports.ts';
import { DEMO_SHEET_ID, demoWorkbook } from './demo-workbook.ts';
import { startSheetsStandIn } from './server.ts';

const standIn = await startSheetsStandIn({ port: SHEETS_STANDIN_PORT, workbooks: { [DEMO_SHEET_ID]: demoWorkbook() } });
console.log(`Google Sheets API stand-in on ${standIn.url} (demo sheet ID: ${DEMO_SHEET_ID}). Ctrl-C stops it.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
