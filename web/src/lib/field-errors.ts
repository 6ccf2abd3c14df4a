/** A form's messages: each field's beside it. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Each field's first message, from a shared schema's issues (or the server's, which carry the same paths and messages). */
export function fieldErrors<Field extends string>(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Field>;
}

/** A form that was not saved: the message for each field, or one for the whole form (empty when the fields say it all). */
export class FormNotSaved<Field extends string> extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors<Field> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
