import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { patientLabel, type PatientSnapshot } from '@pharmacy/shared';
import { PatientFacts } from '@/components/ui/patient-facts.tsx';
import { PatientEditor } from './patient-editor.tsx';
import { PatientFinder } from './patient-finder.tsx';
import { usePrescriberPatientKind } from '../patient-kind.tsx';

type Opened = { kind: 'none' } | { kind: 'new' } | { kind: 'show'; patient: PatientSnapshot; saved: boolean } | { kind: 'edit'; patient: PatientSnapshot };

/**
 * The dashboard's Patients section (decision 035): the practitioner's saved patients,
 * found as they type, each opened to read or change their details. It reads and saves
 * through what the order form's Patient section uses (the search under the rules,
 * POST and PUT /api/patients); a list of every patient without typing is for later.
 * A staff member sees it for the prescriber they work for (`actingFor`, decision 044).
 */
export function PatientDirectory({ uid, actingFor, opened: openedExtra }: { uid: string; actingFor?: string; opened?: (patientId: string) => ReactNode }) {
  const headingId = useId();
  const [opened, setOpened] = useState<Opened>({ kind: 'none' });
  const openedHeading = useRef<HTMLHeadingElement>(null);
  const animals = usePrescriberPatientKind() === 'animal';

  // Opening a patient, or saving one, moves focus to what opened, so a keyboard or screen reader user is there too.
  useEffect(() => {
    if (opened.kind === 'show') openedHeading.current?.focus();
  }, [opened]);

  return (
    <section className="patient-directory" aria-labelledby={headingId}>
      <h2 id={headingId}>Patients</h2>
      {animals ? (
        <p>Find one of your patients by the start of the animal&rsquo;s name or its owner&rsquo;s name to see or change their details.</p>
      ) : (
        <p>Find {actingFor ? 'a patient of the prescriber\u2019s' : 'one of your patients'} by the start of a name or the date of birth to see or change their details.</p>
      )}
      <div className="patient-directory__layout">
        <div className="surface-panel patient-directory__finder">
          <PatientFinder
            uid={uid}
            actingFor={actingFor}
            onChoose={(patient) => setOpened({ kind: 'show', patient, saved: false })}
            onNew={() => setOpened({ kind: 'new' })}
          />
        </div>
        {opened.kind !== 'none' && (
          <div className="surface-panel patient-directory__opened">
            {opened.kind === 'show' ? (
              <>
                <h3 ref={openedHeading} tabIndex={-1}>
                  {patientLabel(opened.patient)}
                </h3>
                <div role="status">{opened.saved && <p className="notice">Saved.</p>}</div>
                <dl className="fact-list patient-section__facts">
                  <PatientFacts patient={opened.patient} />
                </dl>
                <div className="patient-section__actions">
                  <button type="button" className="button button--secondary" onClick={() => setOpened({ kind: 'edit', patient: opened.patient })}>
                    Edit patient
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => setOpened({ kind: 'none' })}>
                    Close
                  </button>
                </div>
                {/* What the screen adds about the opened patient (the dashboard: their course, decision 053). */}
                {openedExtra?.(opened.patient.patientId)}
              </>
            ) : (
              <PatientEditor
                headingLevel={3}
                actingFor={actingFor}
                patient={opened.kind === 'edit' ? opened.patient : null}
                onSaved={(patient) => setOpened({ kind: 'show', patient, saved: true })}
                onCancel={() => setOpened(opened.kind === 'edit' ? { kind: 'show', patient: opened.patient, saved: false } : { kind: 'none' })}
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
