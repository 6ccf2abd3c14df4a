/**
 * A message that could not be handed to the mail transport. Callers record it (an
 * enquiry on its document, for the retry job; an account e-mail in
 * accountMailFailures); the HTTP layer maps it to 502.
 * The message never contains the API key or the e-mail body.
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly transport: string,
    /** Transport status (SendGrid HTTP status) when there was one. */
    readonly statusCode: number | null,
    /** Short, body-free reasons, e.g. SendGrid's error messages. */
    readonly reasons: string[],
  ) {
    super(`Mail delivery through ${transport} failed${statusCode ? ` (${statusCode})` : ''}: ${reasons.join('; ')}`);
    this.name = 'MailDeliveryError';
  }
}
