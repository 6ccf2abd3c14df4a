/**
 * The options of a filter's select: "All" first when the filter can be off (`all` is its
 * value), then one option per value, in the list's order, with its label.
 */
export function ChoiceOptions<Value extends string>({
  values,
  label,
  all,
}: {
  values: readonly Value[];
  label: (value: Value) => string;
  all?: string;
}) {
  return (
    <>
      {all !== undefined && <option value={all}>All</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
