import { AU_STATES } from '@pharmacy/shared';

/** The options of a State select (spec section 5): a prompt, then each state and territory by its full name. */
export function AuStateOptions() {
  return (
    <>
      <option value="">Select...</option>
      {AU_STATES.map((state) => (
        <option key={state.value} value={state.value}>
          {state.name}
        </option>
      ))}
    </>
  );
}
