/** How admin actions name what they acted on in the audit log (ADMIN_COLLECTIONS.auditLog). */

/** `First Last <email>`: a person as an admin recognises them, whatever has been deleted since. */
export function personLabel(person: { firstName: string; lastName: string; email: string }): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} <${person.email}>` : `<${person.email}>`;
}
