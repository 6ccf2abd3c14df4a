import { describe, expect, it } from 'vitest';
import { csvCell, practitionersCsv, practitionersCsvFileName } from './practitioner-csv.ts';
import { practitionerRow } from './test-rows.ts';

describe('practitioners CSV', () => {
  it('starts with a byte order mark and the table headings, one CRLF line per row', () => {
    const csv = practitionersCsv([
      practitionerRow({
        firstName: 'Zoë',
        lastName: "O'Neil",
        email: 'zoe@clinic.test',
        status: 'approved',
        practitionerNumber: '',
        clinicName: 'Harbour Clinic',
        clinicAddress: '1 Test Street, Balmain NSW 2041',
        dob: { year: 1985, month: 3, day: 7 },
        createdAt: Date.parse('2025-03-06T14:00:00Z'),
      }),
    ]);
    expect(csv).toBe(
      '\uFEFFFirst Name,Last Name,Status,Email,Practitioner #,Clinic Name,Clinic Address,DOB,Registered\r\n' +
        'Zoë,O\'Neil,Approved,zoe@clinic.test,,Harbour Clinic,"1 Test Street, Balmain NSW 2041",7/3/1985,07/03/2025\r\n',
    );
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
  });

  it('is named after the Sydney date', () => {
    // 10:00 on 1 January 2026 in Sydney is still 31 December in UTC.
    expect(practitionersCsvFileName(new Date('2025-12-31T23:00:00Z'))).toBe('practitioners-2026-01-01.csv');
  });
});
