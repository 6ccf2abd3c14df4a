import { describe, expect, it } from 'vitest';
import { readSheetId } from './sheet-id.ts';

const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

describe('reading the Google Sheet ID an admin typed', () => {
  it('accepts a bare ID, ignoring spaces around it', () => {
    expect(readSheetId(`  ${ID}\n`)).toEqual({ sheetId: ID });
    expect(readSheetId('demo-medication-sheet')).toEqual({ sheetId: 'demo-medication-sheet' });
  });

  it.each([
    `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`,
    `https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`,
    `https://docs.google.com/spreadsheets/d/${ID}`,
    `https://docs.google.com/spreadsheets/u/1/d/${ID}/edit`,
    `docs.google.com/spreadsheets/d/${ID}/edit`,
    ` HTTPS://docs.google.com/spreadsheets/d/${ID}/ `,
  ])('takes the ID out of the sheet address %s', (address) => {
    expect(readSheetId(address)).toEqual({ sheetId: ID });
  });

  it('says when nothing was typed', () => {
    expect(readSheetId('')).toEqual({ problem: 'empty' });
    expect(readSheetId('   ')).toEqual({ problem: 'empty' });
  });

  it.each([
    ['a sheet name', 'Medication list'],
    ['a word too short to be an ID', 'medications'],
    ['characters no ID has', `${ID}!`],
    ['another site', `https://example.com/spreadsheets/d/${ID}/edit`],
    ['a look-alike host', `https://docs.google.com.evil.test/spreadsheets/d/${ID}`],
    ['a Google Doc, not a sheet', `https://docs.google.com/document/d/${ID}/edit`],
    ['a sheet address without an ID', 'https://docs.google.com/spreadsheets/u/0/'],
    ['an address with a path injected as the ID', `https://docs.google.com/spreadsheets/d/..%2F${ID}/edit`],
  ])('refuses %s', (_what, input) => {
    expect(readSheetId(input)).toEqual({ problem: 'invalid' });
  });
});
