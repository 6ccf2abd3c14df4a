import { useState } from 'react';
import type { PatientKind } from '@pharmacy/shared';
import { useOrdering, type CartItem, type Ordering } from '@/features/orders/index.ts';

/** The ordering state of a draft's own items, marked unsaved once its form or cart changes. */
export function useTrackedOrdering(
  initial: { items: CartItem[]; notes: string },
  actingFor: string | undefined,
  patientKind: PatientKind | undefined,
) {
  const ordering = useOrdering({ initial, actingFor, patientKind });
  const [unsaved, setUnsaved] = useState(false);
  const changed = () => setUnsaved(true);
  const tracked: Ordering = {
    ...ordering,
    changeCart: (action) => {
      changed();
      ordering.changeCart(action);
    },
    addToCart: (loaded) => {
      changed();
      ordering.addToCart(loaded);
    },
    patientEdited: (patient) => {
      changed();
      ordering.patientEdited(patient);
    },
    dispatchForm: (action) => {
      if (action.type === 'notes') changed();
      ordering.dispatchForm(action);
    },
  };
  return { ordering: tracked, unsaved };
}
