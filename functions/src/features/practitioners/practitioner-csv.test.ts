import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { PRACTITIONER_CSV_HEAD, csvCell, practitionerCsvLine, practitionersCsvFileName } from './practitioner-csv.ts';
import { practitionerRecord } from './testing/practitioner-fixtures.ts';

describe('practitioners CSV', () => {
  it('starts with a byte order mark and the table headings, one CRLF line per record', () => {
    expect(PRACTITIONER_CSV_HEAD).toBe('\uFEFFFirst Name,Last Name,Status,Email,Practitioner #,Clinic Name,Clinic Address,DOB,Registered\r\n');
    const record = {
      ...practitionerRecord({
        firstName: 'Zoë',
        lastName: "O'Neil",
        email: 'zoe@clinic.test',
        status: 'approved',
        clinicName: 'Harbour Clinic',
        clinicAddress: '1 Test Street, Balmain NSW 2041',
        dobYear: 1985,
        dobMonth: 3,
        dobDay: 7,
      }),
      // 1 am on 7 March in Sydney is still 6 March in UTC.
      createdAt: Timestamp.fromDate(new Date('2025-03-06T14:00:00Z')),
    };
    expect(practitionerCsvLine(record)).toBe('Zoë,O\'Neil,Approved,zoe@clinic.test,,Harbour Clinic,"1 Test Street, Balmain NSW 2041",7/3/1985,07/03/2025\r\n');
  });

  it('writes a missing status as Pending, missing fields as empty cells, and a createdAt that is no timestamp as the spec says', () => {
    expect(practitionerCsvLine({ firstName: 'A', lastName: 'B', email: 'a@b.test', role: 'practitioner', createdAt: 'yesterday' })).toBe(
      'A,B,Pending,a@b.test,,,,,Unknown format\r\n',
    );
    expect(practitionerCsvLine({ firstName: 'A', role: 'practitioner' })).toBe('A,,Pending,,,,,,\r\n');
  });

  it('leaves out a record it cannot read', () => {
    expect(practitionerCsvLine({ firstName: 42 })).toBeNull();
  });

  it('quotes commas, quotes and line breaks as RFC 4180 asks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('the "best" clinic')).toBe('"the ""best"" clinic"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test")')).toBe('"\'=HYPERLINK(""http://evil.test"")"');
    expect(csvCell('+61 2 9000 0000')).toBe("'+61 2 9000 0000");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
  });

  it('is named after the Sydney date', () => {
    // 10:00 on 1 January 2026 in Sydney is still 31 December in UTC.
    expect(practitionersCsvFileName(new Date('2025-12-31T23:00:00Z'))).toBe('practitioners-2026-01-01.csv');
  });
});
