/**
 * Two-step sign-in and fresh sign-ins (issue 14, decision 022): what the function, the
 * security rules and the portal agree on. An admin's token must come from a sign-in that
 * used a second factor; the most sensitive admin actions also need a sign-in within
 * RECENT_SIGN_IN_MINUTES.
 */

/** Delete a user, change a practitioner's status, connect a different sheet. */
export const RECENT_SIGN_IN_MINUTES = 30;

/** The `code` of the API's refusals that the portal answers by asking the person to sign in. */
export const SIGN_IN_SECURITY_CODES = {
  /** An admin whose sign-in used only a password. */
  secondFactorRequired: 'second_factor_required',
  /** A sensitive admin action with a sign-in older than RECENT_SIGN_IN_MINUTES. */
  recentSignInRequired: 'recent_sign_in_required',
  /** An admin whose second factor is not the mobile on their record (decision 037). */
  secondFactorNotOnRecord: 'second_factor_not_on_record',
  /** POST /api/admin-mobile/confirm: the typed mobile is not the admin's mobile on record (decision 066). */
  mobileNotOnRecord: 'mobile_not_on_record',
} as const;

export const SIGN_IN_SECURITY_MESSAGES = {
  secondFactorRequired: 'The admin portal needs two-step sign-in. Please log in again with the code sent to your phone.',
  secondFactorNotOnRecord:
    'Two-step sign-in for the admin portal works only with the mobile number the pharmacy has on record for you. Please ask another admin to set your mobile.',
  tooManyMobileChecks: 'Too many mobile numbers have been checked. Please wait an hour and try again.',
  mobileNotOnRecord: 'That is not the mobile number the pharmacy has on record for you. Ask another admin to check it.',
  recentSignInRequired: `For your security, please sign in again to continue (required when your last sign-in was over ${RECENT_SIGN_IN_MINUTES} minutes ago).`,
} as const;

/**
 * An Australian mobile number as people type it (0412 345 678, +61 412 345 678,
 * 61412345678) in the E.164 form the SMS provider needs (+61412345678); null otherwise.
 */
export function australianMobileE164(typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, '');
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return match ? `+61${match[1]}` : null;
}

export const MOBILE_NUMBER_MESSAGE = 'Enter an Australian mobile number, such as 0412 345 678.';
export const SMS_CODE_MESSAGE = 'Enter the 6-digit code from the text message.';

/** A mobile shown without its digits but the last four: +61491570156 -> +*******0156. */
export function maskedMobile(e164: string): string {
  return `+${'*'.repeat(Math.max(e164.length - 5, 0))}${e164.slice(-4)}`;
}

/**
 * What an admin's users record and screens show of their mobile on record (decision 066):
 * +61491570156 -> 04•• ••• 156. The full number stays in adminMobiles/{uid}, which no browser reads.
 */
export function mobileHint(e164: string): string {
  return `04•• ••• ${e164.slice(-3)}`;
}

/** The last three digits a mobile hint shows: '04•• ••• 156' -> '156'. */
export function mobileHintEnding(hint: string): string {
  return hint.slice(-3);
}

/** The six digits of an SMS code as typed (spaces allowed); null when it is not six digits. */
export function smsCode(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
