/**
 * What an admin types into "Google Sheet ID": the bare ID, or (what people actually
 * copy) the sheet's whole address. The admin screen and the function both read it
 * here, so they agree on what is accepted. zod-free.
 */

/**
 * Google's IDs are 44 characters of the URL-safe base64 alphabet; older sheets have
 * shorter ones. At least 20 keeps a sheet's name or a stray word from passing as an ID.
 */
const SHEET_ID = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * https://docs.google.com/spreadsheets/d/{id}/edit#gid=0, with or without the scheme,
 * and /spreadsheets/u/1/d/{id}/… when signed in to several Google accounts.
 */
const SHEET_ADDRESS = /^(?:https?:\/\/)?docs\.google\.com\/spreadsheets\/(?:u\/\d+\/)?d\/([^/?#]+)(?:[/?#]|$)/i;

export type SheetIdInput = { sheetId: string } | { problem: 'empty' | 'invalid' };

/** The sheet's ID from a bare ID or a Google Sheets address. */
export function readSheetId(input: string): SheetIdInput {
  const text = input.trim();
  if (text === '') return { problem: 'empty' };
  const candidate = text.includes('/') ? (SHEET_ADDRESS.exec(text)?.[1] ?? null) : text;
  return candidate !== null && SHEET_ID.test(candidate) ? { sheetId: candidate } : { problem: 'invalid' };
}
