/** What a list says when its address held something not understood (issue 13). */
export function ignoredAddressNote(ignored: readonly string[]): string {
  return `Part of this page's address was not understood (${ignored.join(', ')}) and was ignored: the list shows the first page without it.`;
}

/** The note above a list whose address held parameters it ignored; nothing otherwise. */
export function AddressNote({ ignored, extra = [] }: { ignored: readonly string[]; extra?: readonly string[] }) {
  const notes = [...(ignored.length > 0 ? [ignoredAddressNote(ignored)] : []), ...extra];
  return notes.map((note) => (
    <p key={note} className="notice notice--warning admin-warning" role="status">
      {note}
    </p>
  ));
}
