import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { consignment } from './testing/consignment-fixtures.ts';
import { csvCell, manifestCsv, manifestPdf } from './manifest.ts';

describe('the manifest', () => {
  it('lists each consignment as a CSV line, with no medicine or name', () => {
    const csv = manifestCsv([consignment({ orderIds: ['HC-261128-AAAA', 'HC-261128-BBBB'] })]);
    const [heading, line] = csv.replace('\uFEFF', '').split('\r\n');
    expect(heading).toBe('Consignment,Tracking number,Orders,Street,Suburb,State,Postcode,Signature required,Authority to leave,Dispatched (Sydney)');
    expect(line).toBe('CN-261128-TEST,AP12345678,HC-261128-AAAA HC-261128-BBBB,12 Darling Street,Balmain,NSW,2041,Yes,No,12:00');
  });

  it('defuses a typed address a spreadsheet would run', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('draws an A4 PDF that opens, with an address it cannot draw shown, not failing', async () => {
    const bytes = await manifestPdf([consignment({ address: { street: '12 Ōtaki Street 漢字', suburb: 'Balmain', state: 'NSW', postcode: '2041' } })], '2026-11-28', 'auspost');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Manifest Australia Post 28/11/2026');
  });
});
