/**
 * Moves each patient's correction history off the patient's record into
 * `patientCorrections` (issue 32, decision 062): the record is read by its prescriber and
 * their staff, the history (the correcting admin's e-mail, the reason, the replaced details)
 * is the pharmacy's alone. Each correction becomes `patientCorrections/{patientId}_{n}` (n its
 * place in the old list, so a run that stops half-way and runs again writes the same
 * documents), and the record loses its `corrections` field in the same batch. Safe to run
 * again: a record without the field is left alone. The seed runs it on every start; against
 * a real project run `npx tsx scripts/stack/backfill-patient-corrections.ts <project-id>` with
 * application default credentials, once, right after deploying the function that writes
 * corrections apart.
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PATIENT_COLLECTIONS } from '@pharmacy/shared';

/** Patients moved per batch: at most a few corrections each, under the 500 writes of a batch. */
const PAGE = 50;

/** The id of the n-th correction of a patient, as the backfill writes it. */
export const backfilledCorrectionId = (patientId: string, index: number) => `${patientId}_${index}`;

/** How many patients' histories, and how many corrections, were moved. */
export async function backfillPatientCorrections(db: Firestore): Promise<{ patients: number; corrections: number }> {
  const counts = { patients: 0, corrections: 0 };
  for (;;) {
    // Only the records still carrying the field: `!= null` matches a field that exists.
    const page = await db.collection(PATIENT_COLLECTIONS.patients).where('corrections', '!=', null).limit(PAGE).get();
    if (page.empty) return counts;
    const batch = db.batch();
    for (const doc of page.docs) {
      const corrections = doc.get('corrections') as unknown;
      const list = Array.isArray(corrections) ? (corrections as Record<string, unknown>[]) : [];
      list.forEach((correction, index) => {
        batch.set(db.collection(PATIENT_COLLECTIONS.patientCorrections).doc(backfilledCorrectionId(doc.id, index)), {
          laterEdits: [],
          ...correction,
          patientId: doc.id,
          prescriberId: doc.get('prescriberId') as unknown,
        });
      });
      batch.update(doc.ref, { corrections: FieldValue.delete() });
      counts.patients += 1;
      counts.corrections += list.length;
    }
    await batch.commit();
    // The moved records no longer match, so the next page starts from the top again.
    if (page.size < PAGE) return counts;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const projectId = process.argv[2];
  if (!projectId) {
    console.error('usage: tsx scripts/stack/backfill-patient-corrections.ts <project-id>');
    process.exit(2);
  }
  const counts = await backfillPatientCorrections(getFirestore(initializeApp({ projectId })));
  console.log(`${counts.corrections} corrections of ${counts.patients} patients moved to ${PATIENT_COLLECTIONS.patientCorrections}`);
}
