import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PatientHeldSchema, type PatientHeld } from '@pharmacy/shared';
import { pdfText } from '../../platform/pdf/testing/pdf-text.ts';
import { bundleEntryNames, drawableText, patientBundle, summaryLines, sydneyTimeText } from './patient-bundle.ts';

const held: PatientHeld = PatientHeldSchema.parse({
  patientId: 'PatientA000000000001',
  generatedAt: '2026-11-27T04:30:00.000Z',
  record: {
    prescriber: { prescriberId: 'olivia', name: 'Olivia Bennett', clinicName: 'Glebe Point Family Practice', email: 'olivia@example.test' },
    details: {
      givenName: 'Jane',
      familyName: 'Nguyễn',
      dateOfBirth: '1980-03-15',
      phone: '+61491570006',
      notes: 'Allergic to lanolin',
      delivery: { method: 'delivery', address: { street: '12 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' } },
    },
    createdAt: '2026-01-10T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    corrections: [
      {
        at: '2026-11-20T00:00:00.000Z',
        by: { uid: 'admin-1', email: 'admin@harbourside.test' },
        reason: 'Patient asked: family name changed on marriage',
        fields: ['familyName'],
        replaced: { givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-15', phone: null, notes: null, delivery: { method: 'pickup' } },
        corrected: { givenName: 'Jane', familyName: 'Nguyễn', dateOfBirth: '1980-03-15', phone: null, notes: null, delivery: { method: 'pickup' } },
        laterEdits: [],
      },
    ],
  },
  orders: [
    {
      requestId: 'HC-261101-K7QX',
      createdAt: '2026-11-01T01:00:00.000Z',
      status: 'ready',
      prescriber: { prescriberId: 'olivia', name: 'Olivia Bennett', clinicName: 'Glebe Point Family Practice', email: 'olivia@example.test' },
      items: [
        {
          itemIndex: 0,
          conditionLabel: 'Dermatology',
          formulaLabel: 'Hydrocortisone 1% cream',
          strength: '1%',
          amount: '50 g',
          description: '',
          notes: 'Apply twice daily',
          quantity: 2,
          scriptMethod: 'upload',
          script: { fileName: 'script.pdf', contentType: 'application/pdf', size: 2048 },
          legalScript: { state: 'original_awaited', dueDate: '2026-11-08' },
          patient: { givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-15', phone: null, notes: null, delivery: { method: 'pickup' } },
        },
      ],
      questions: [
        { kind: 'question', at: '2026-11-02T00:00:00.000Z', authorName: 'Pharmacy', authorRole: 'admin', text: 'Is the patient allergic to lanolin?', attachment: null },
        {
          kind: 'answer',
          at: '2026-11-02T03:00:00.000Z',
          authorName: 'Olivia Bennett',
          authorRole: 'practitioner',
          text: 'Yes; use the other base.',
          attachment: { fileName: 'allergy letter.png', contentType: 'image/png', size: 512 },
        },
      ],
    },
  ],
  accessEntries: [{ at: '2026-11-25T22:00:00.000Z', action: 'access.patient', actorEmail: 'admin@harbourside.test', target: 'Jane Nguyễn' }],
});

describe('the APP 12 bundle', () => {
  it('holds the JSON of everything held, exactly, and a PDF summary that reads the same facts', async () => {
    const zip = unzipSync(await patientBundle(held));
    const names = bundleEntryNames(held.patientId);
    expect(Object.keys(zip).sort()).toEqual([names.json, names.pdf].sort());
    expect(JSON.parse(strFromU8(zip[names.json]!))).toEqual(held);

    const pdf = zip[names.pdf]!;
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Patient ID: PatientA000000000001',
      // en-AU, Sydney time (27 November 2026 is daylight saving: UTC+11).
      'Prepared: 27 November 2026 at 3:30 pm (Sydney time)',
      'Family name: Nguyen',
      'Date of birth: 15/03/1980',
      'Phone: 0491 570 006',
      'Delivery: Delivery to an address: 12 King St, Newtown NSW 2042',
      'Reason: Patient asked: family name changed on marriage',
      'Family name: was "Citizen", now "Nguyen"',
      'HC-261101-K7QX',
      'Hydrocortisone 1% cream (1%, 50 g), quantity 2',
      'file script.pdf (application/pdf, 2.0 KB)',
      'Legal script: Original outstanding: due by 8 November 2026',
      'Is the patient allergic to lanolin?',
      'File: allergy letter.png (image/png, 512 bytes)',
      'access.patient by admin@harbourside.test',
    ]) {
      expect(text.replace(/\n/g, ' ')).toContain(expected);
    }
  });

  it('says so when the record is gone and only orders name the patient', () => {
    const lines = summaryLines({ ...held, record: null }).map(([, line]) => line);
    expect(lines.some((line) => line.startsWith('No record: it was deleted'))).toBe(true);
  });

  it('draws what the standard font cannot as near as it can: accents dropped, other scripts as "?"', () => {
    expect(drawableText('Nguyễn')).toBe('Nguyen');
    expect(drawableText('Zoë O’Brien')).toBe('Zoë O’Brien');
    expect(drawableText('王芳')).toBe('??');
    expect(sydneyTimeText('2026-06-01T00:00:00.000Z')).toBe('1 June 2026 at 10:00 am');
  });
});
