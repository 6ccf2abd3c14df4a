/** Practitioner registration, e-mail verification and onboarding: fields, rules and messages shared by the web and the function. */

/** The state dropdown of the registration form (spec section 5), in the spec's order. */
export const AU_STATES = [
  { value: 'NSW', name: 'New South Wales' },
  { value: 'VIC', name: 'Victoria' },
  { value: 'QLD', name: 'Queensland' },
  { value: 'WA', name: 'Western Australia' },
  { value: 'SA', name: 'South Australia' },
  { value: 'TAS', name: 'Tasmania' },
  { value: 'ACT', name: 'Australian Capital Territory' },
  { value: 'NT', name: 'Northern Territory' },
] as const;
export type AuStateCode = (typeof AU_STATES)[number]['value'];

export const DEFAULT_COUNTRY = 'Australia';

/**
 * Portal accounts see patients' prescriptions: longer than Firebase Auth's own
 * minimum of 6. Production sets the same in Firebase Auth's password policy.
 */
export const MIN_PASSWORD_LENGTH = 10;

/** How long the link in a verification e-mail works. */
export const VERIFICATION_TOKEN_TTL_HOURS = 24;

/** Server-only collections of this feature (firestore.rules denies every browser). */
export const ACCOUNT_COLLECTIONS = {
  /** pendingRegistrations/{uid}: the form's details until the e-mail is verified. */
  pendingRegistrations: 'pendingRegistrations',
  /** emailVerifications/{SHA-256 of the token}: never the token itself. */
  emailVerifications: 'emailVerifications',
  /** E-mails about accounts that could not be sent after the account changed: an audit record for staff (nothing resends them yet). */
  accountMailFailures: 'accountMailFailures',
} as const;

export const ACCOUNT_API_PATHS = {
  sendVerificationEmail: '/api/send-verification-email',
  verifyEmail: '/api/verify-email',
  onboardPractitioner: '/api/onboard-practitioner',
  passwordReset: '/api/password-reset',
} as const;

export const PRACTITIONER_NUMBER_MESSAGE =
  'Enter your Ahpra registration number (three letters and ten digits, e.g. MED0001234567) or, for veterinarians, your state board registration (e.g. NSW 12345).';

/**
 * What the practitioner sees. Registration, verification and login texts are the
 * spec's (sections 5 and 8) character for character; the rest are ours.
 */
export const REGISTRATION_MESSAGES = {
  // Registration form (spec sections 5 and 8).
  passwordsDoNotMatch: 'Passwords do not match.',
  addressIncomplete: 'Please fill in all address fields (Address, City, State, Postcode).',
  emailInUse: 'An account with this email already exists. Please try logging in instead.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  invalidEmail: 'Please enter a valid email address.',
  networkError:
    'Network error: Unable to connect to the server. Please check your internet connection and try again.',
  registrationFailed: 'Registration failed.',
  /** The spec follows it with the server's error or the status. */
  verificationEmailFailed: 'Registration successful, but failed to send verification email.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  practitionerNumberRequired: 'Please enter your practitioner number.',
  clinicNameRequired: 'Please enter your clinic name.',
  tooLong: 'This field is too long.',
  controlCharacters: 'Please remove line breaks and other special characters.',
  tooManyVerificationEmails:
    'Too many verification emails have been requested for this account. Please wait an hour and try again.',
  tooManyVerificationEmailsFromHere:
    'Too many verification emails have been requested from your network. Please wait an hour and try again.',
  alreadyVerified: 'Your email address is already verified. You can log in now.',
  noPendingRegistration: 'We could not find your registration details. Please register again.',

  // Verify page (spec sections 5 and 8).
  invalidVerificationLink: 'Invalid verification link. Please check your email and try again.',
  verificationSucceeded: 'Email verified successfully! You will receive a welcome email shortly.',
  verificationFailed: 'Verification failed. Please try again or contact support.',
  unknownVerificationLink:
    'This verification link is not valid. Please use the link in the most recent email we sent you.',
  supersededVerificationLink:
    'This verification link has been replaced by a newer one. Please use the link in the most recent email we sent you.',
  verificationLinkExpired: 'This verification link has expired. Log in to request a new one.',
  verificationLinkUsed: 'This verification link has already been used. You can log in now.',
  accountNotFound: 'This account no longer exists. Please register again.',

  // Login (spec section 8) and onboarding.
  onboardingFailed: 'Verification succeeded, but onboarding failed. Please contact support.',
  noUserRecord: 'No user record found. Please verify your email address first.',
  /** Spec section 4: after onboarding at login, the account is active and the user logs in again. */
  accountActivated: 'Your email is verified and your account is now active. Please log in again.',
  emailUnverified: 'Please verify your email address first.',

  // Password reset (beyond the spec).
  passwordResetSent: 'If an account exists for that email, we have sent a link to reset your password.',
} as const;

/** Stable `code`s of the error bodies of the account endpoints. */
export const ACCOUNT_ERROR_CODES = {
  alreadyVerified: 'already_verified',
  noPendingRegistration: 'no_pending_registration',
  tooManyRequests: 'too_many_requests',
  invalidToken: 'invalid_token',
  tokenSuperseded: 'token_superseded',
  tokenExpired: 'token_expired',
  tokenUsed: 'token_used',
  accountNotFound: 'account_not_found',
  emailUnverified: 'email_unverified',
} as const;

export type PractitionerNumberKind = 'ahpra' | 'veterinary';
export interface PractitionerNumber {
  kind: PractitionerNumberKind;
  /** Ahpra: MED0001234567; veterinary: NSW-12345. */
  value: string;
}

const AHPRA_NUMBER = /^[A-Z]{3}\d{10}$/;
// A state board number needs a digit: "NSW VET" is a typo, not a registration.
const VETERINARY_NUMBER = new RegExp(`^(${AU_STATES.map((state) => state.value).join('|')})((?=[A-Z]*\\d)[A-Z0-9]{3,10})$`);

/**
 * Recognises an Ahpra registration (three letters, ten digits) or a veterinary state
 * board registration (state or territory, then 3 to 10 letters/digits), ignoring case,
 * spaces and hyphens. State codes are never Ahpra profession codes (MED, PHA, ...),
 * so a state prefix means a veterinary board even when ten digits follow.
 * Idempotent: a normalised value normalises to itself.
 */
export function normalisePractitionerNumber(input: string): PractitionerNumber | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  const veterinary = VETERINARY_NUMBER.exec(compact);
  if (veterinary) return { kind: 'veterinary', value: `${veterinary[1]}-${veterinary[2]}` };
  if (AHPRA_NUMBER.test(compact)) return { kind: 'ahpra', value: compact };
  return null;
}
