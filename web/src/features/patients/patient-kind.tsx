import { createContext, useContext, type ReactNode } from 'react';
import type { PatientKind } from '@pharmacy/shared';

/**
 * Whose patients the dashboard keeps (decision 048): a veterinarian's are animals, every
 * other prescriber's people (patientKindFor, from their registration). undefined where it
 * is not known: a staff member, who does not read the prescriber's record, chooses on the
 * patient form and the server refuses the wrong kind.
 */
const PrescriberPatientKind = createContext<PatientKind | undefined>(undefined);

export function PatientKindProvider({ kind, children }: { kind: PatientKind; children: ReactNode }) {
  return <PrescriberPatientKind.Provider value={kind}>{children}</PrescriberPatientKind.Provider>;
}

/** The kind of patient the signed-in prescriber orders for; undefined for a staff member. */
export const usePrescriberPatientKind = () => useContext(PrescriberPatientKind);
