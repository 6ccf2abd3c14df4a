/**
 * What every feature sends its e-mails with: declared once and built in one place
 * (functions/src/index.ts wires it; the routers build theirs from their settings).
 */
import type { AppConfig } from '../config.ts';
import type { SendMail } from './mail.ts';

export interface MailDeps {
  sendMail: SendMail;
  /** Read per call: configuration has no values while the code is being loaded. */
  pharmacyEmail: () => string;
  /** The site's origin, for the links into the portal that every e-mail carries. */
  appOrigin: () => string;
  now: () => Date;
}

/** The mail dependencies read from the configuration, per call. */
export function mailDeps(
  settings: () => Pick<AppConfig, 'pharmacyEmail' | 'appOrigin'>,
  sendMail: SendMail,
  now: () => Date = () => new Date(),
): MailDeps {
  return {
    sendMail,
    pharmacyEmail: () => settings().pharmacyEmail,
    appOrigin: () => settings().appOrigin,
    now,
  };
}
