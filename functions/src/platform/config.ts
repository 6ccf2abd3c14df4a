/**
 * The only module that reads configuration. Values come from firebase-functions
 * params: strings from functions/.env* files (the emulator also loads .env.local),
 * secrets from Secret Manager. Everything is validated on first use, and a
 * production instance with anything missing fails with ONE error naming every
 * missing or invalid setting (never their values).
 */
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { z } from 'zod';

export const sendgridApiKey = defineSecret('SENDGRID_API_KEY', {
  description: 'SendGrid API key used to send every e-mail in production.',
});
export const sheetsServiceAccount = defineSecret('SHEETS_SERVICE_ACCOUNT', {
  description: 'JSON key of the service account that reads the medication Google Sheet.',
});
export const identifierHashKey = defineSecret('IDENTIFIER_HASH_KEY', {
  description: 'At least 32 random characters: the HMAC key under which client addresses and e-mail addresses are counted for rate limits.',
});
export const carrierApiKey = defineSecret('CARRIER_API_KEY', {
  description: 'Australia Post Shipping and Tracking API key and password as KEY:PASSWORD (decision 060); "none" when CARRIER_ACCOUNT_NUMBER is empty.',
});
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY', {
  description: 'Stripe secret (or restricted) API key, sk_live_… or rk_live_…, for Checkout Sessions (decision 079); "none" when patients do not pay by card.',
});
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET', {
  description: "The signing secret (whsec_…) of the Stripe webhook endpoint /api/stripe-webhook (decision 079); \"none\" with STRIPE_SECRET_KEY.",
});
/** Secrets the `api` function must be granted (its `secrets` option). */
export const API_SECRETS = [sendgridApiKey, sheetsServiceAccount, identifierHashKey, carrierApiKey, stripeSecretKey, stripeWebhookSecret];
/**
 * The emulators' key: fixed and public, so local counters are reproducible. It is never
 * used in production, where IDENTIFIER_HASH_KEY is required.
 */
export const EMULATOR_IDENTIFIER_HASH_KEY = 'emulator-only-identifier-hash-key-not-secret';

const mailFrom = defineString('MAIL_FROM', {
  description: 'Sender address of every e-mail (a verified SendGrid sender).',
});
const pharmacyEmail = defineString('PHARMACY_EMAIL', {
  description: 'Where the pharmacy receives enquiries, scripts and order requests.',
});
const appOrigin = defineString('APP_ORIGIN', {
  description: 'Public origin of the site, used for links in e-mails.',
});
/** About ten an hour: far above what one patient needs, low enough to stop a flood. */
export const DEFAULT_ENQUIRY_RATE_LIMIT = 10;
/**
 * Where the local stand-in for the Google Sheets API listens (scripts/stack/sheets-standin).
 * Read on the emulators only: production always calls Google with the service account.
 */
export const DEFAULT_SHEETS_API_URL = 'http://127.0.0.1:9330/';
const sheetsApiUrl = defineString('SHEETS_API_URL', {
  default: DEFAULT_SHEETS_API_URL,
  description: 'Emulators only: the local stand-in for the Google Sheets API. Ignored in production.',
});
/** Australia Post's Shipping and Tracking API (decision 060); its test environment is https://digitalapi.auspost.com.au/test. */
export const DEFAULT_CARRIER_API_URL = 'https://digitalapi.auspost.com.au';
/** Where the local stand-in carrier listens (scripts/stack/carrier-standin), and the account it knows. */
export const DEFAULT_CARRIER_STANDIN_URL = 'http://127.0.0.1:9331';
export const STANDIN_CARRIER_ACCOUNT = '0000000001';
/** Where the local stand-in for Stripe's API listens (scripts/stack/stripe-standin, decision 079). */
export const DEFAULT_STRIPE_STANDIN_URL = 'http://127.0.0.1:9332';
/**
 * The emulators' Stripe key and webhook signing secret: fixed and public, known to the
 * stand-in and the tests, which sign their events with it. Never used in production,
 * where STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET come from Secret Manager.
 */
export const EMULATOR_STRIPE_SECRET_KEY = 'sk_test_emulator_only_not_secret';
export const EMULATOR_STRIPE_WEBHOOK_SECRET = 'whsec_emulator_only_not_secret';
const stripeApiUrl = defineString('STRIPE_API_URL', {
  default: '',
  description: "Emulators only: the local stand-in for Stripe's API. Ignored in production, which always calls api.stripe.com.",
});
const carrierApiUrl = defineString('CARRIER_API_URL', {
  default: '',
  description: 'Base URL of the Australia Post Shipping and Tracking API. Unset: the production API (the local stand-in on the emulators).',
});
const carrierAccountNumber = defineString('CARRIER_ACCOUNT_NUMBER', {
  default: '',
  description: 'The Australia Post (eParcel or StarTrack) account number. Empty: no carrier API; tracking numbers are typed by hand.',
});
const enquiryRateLimit = defineInt('ENQUIRY_RATE_LIMIT', {
  default: DEFAULT_ENQUIRY_RATE_LIMIT,
  description: 'Enquiries and script uploads one client may send per hour.',
});
/**
 * Verification and password-reset e-mails one client may ask for per hour: a clinic's
 * few practitioners registering from one office, not someone using our mail to flood
 * other people's inboxes (each account and address has its own lower limit as well).
 */
export const DEFAULT_ACCOUNT_EMAIL_RATE_LIMIT = 10;
const accountEmailRateLimit = defineInt('ACCOUNT_EMAIL_RATE_LIMIT', {
  default: DEFAULT_ACCOUNT_EMAIL_RATE_LIMIT,
  description: 'Verification and password-reset e-mails one client may ask for per hour.',
});

/**
 * A string, not a boolean param, so that unset means "the environment's default":
 * on in production, off on the emulators, which cannot verify App Check tokens
 * (verifyToken needs Google's keys, and there is no App Check emulator). Decision 038.
 */
const appCheckEnforced = defineString('APP_CHECK_ENFORCED', {
  default: '',
  description: 'true or false: whether signed-in /api routes require an App Check token. Unset: true in production, false on the emulators.',
});

export type SettingName =
  | 'MAIL_FROM'
  | 'PHARMACY_EMAIL'
  | 'APP_ORIGIN'
  | 'ENQUIRY_RATE_LIMIT'
  | 'ACCOUNT_EMAIL_RATE_LIMIT'
  | 'SENDGRID_API_KEY'
  | 'SHEETS_SERVICE_ACCOUNT'
  | 'IDENTIFIER_HASH_KEY'
  | 'SHEETS_API_URL'
  | 'APP_CHECK_ENFORCED'
  | 'CARRIER_API_URL'
  | 'CARRIER_ACCOUNT_NUMBER'
  | 'CARRIER_API_KEY'
  | 'STRIPE_API_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET';
export type RawSettings = Partial<Record<SettingName, string>>;

export interface SheetsCredentials {
  clientEmail: string;
  privateKey: string;
}

/** The carrier account the adapter books and tracks with (platform/carrier; decision 060). */
export interface CarrierSettings {
  /** Without a trailing slash. */
  baseUrl: string;
  accountNumber: string;
  /** KEY:PASSWORD, sent as HTTP Basic authentication. */
  apiKey: string;
}

/** Stripe (decision 079): the key Checkout Sessions are created with and the webhook's signing secret; on the emulators, where its stand-in is. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The stand-in on the emulators; null in production (api.stripe.com). */
  standIn: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export interface AppConfig {
  /** True on the Firebase emulators: mail goes to the local outbox, dev routes exist. */
  isEmulator: boolean;
  mailFrom: string;
  pharmacyEmail: string;
  /** Origin without a trailing slash, e.g. https://harbourside-compounding.com.au */
  appOrigin: string;
  /** Enquiries and script uploads per client per hour. */
  enquiryRateLimit: number;
  /** Verification and password-reset e-mails per client per hour. */
  accountEmailRateLimit: number;
  /** null on the emulators, which never call SendGrid. */
  sendgridApiKey: string | null;
  /** null on the emulators. */
  sheetsCredentials: SheetsCredentials | null;
  /** The Sheets API stand-in on the emulators; always null in production. */
  sheetsApiUrl: string | null;
  /** The HMAC key for identifiers kept for limits (platform/keyed-hash.ts). */
  identifierHashKey: string;
  /** Whether signed-in /api routes require an App Check token (platform/http/app-check.ts). */
  appCheckEnforced: boolean;
  /** null when no carrier account is configured: tracking numbers are typed by hand and nothing is tracked. */
  carrier: CarrierSettings | null;
  /** null when the pharmacy takes no card payments online: no pay links are sent. */
  stripe: StripeSettings | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

// Empty strings count as missing: an unset param reads as ''.
const required = z.string({ error: 'missing' }).trim().min(1, 'missing');
const email = required.pipe(z.email('not an e-mail address'));
const origin = required
  .pipe(z.url({ protocol: /^https?$/, error: 'not an http(s) URL' }))
  .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'not a bare origin')
  .transform((value) => new URL(value).origin);
const serviceAccountKey = required.transform((value, ctx) => {
  try {
    const key = z
      .object({ client_email: z.string().min(1), private_key: z.string().min(1) })
      .parse(JSON.parse(value));
    return { clientEmail: key.client_email, privateKey: key.private_key };
  } catch {
    ctx.addIssue({ code: 'custom', message: 'not a service-account JSON key' });
    return z.NEVER;
  }
});

const positiveWholeNumber = z.coerce
  .number({ error: 'not a whole number' })
  .int('not a whole number')
  .min(1, 'must be at least 1');

// Unset or empty reads as undefined: the environment decides.
const optionalBoolean = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['', 'true', 'false'], { error: 'not true or false' }))
  .transform((value) => (value === '' ? undefined : value === 'true'))
  .optional();

const httpUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'not an http(s) URL' }))
  .transform((value) => value.replace(/\/+$/, ''));
const optionalText = z.string().trim().default('');

const PlainSettingsSchema = z.object({
  CARRIER_ACCOUNT_NUMBER: optionalText,
  MAIL_FROM: email,
  PHARMACY_EMAIL: email,
  APP_ORIGIN: origin,
  ENQUIRY_RATE_LIMIT: positiveWholeNumber.default(DEFAULT_ENQUIRY_RATE_LIMIT),
  ACCOUNT_EMAIL_RATE_LIMIT: positiveWholeNumber.default(DEFAULT_ACCOUNT_EMAIL_RATE_LIMIT),
  APP_CHECK_ENFORCED: optionalBoolean,
});
type PlainSettings = z.infer<typeof PlainSettingsSchema>;
// Unset (or empty) falls back to the stand-in's usual address, so an emulator started
// before SHEETS_API_URL was added to .env.local still finds it.
const EmulatorSettingsSchema = PlainSettingsSchema.extend({
  SHEETS_API_URL: z
    .string()
    .trim()
    .transform((value) => value || DEFAULT_SHEETS_API_URL)
    .pipe(z.url({ protocol: /^https?$/, error: 'not an http(s) URL' }))
    .default(DEFAULT_SHEETS_API_URL),
  CARRIER_API_URL: z
    .string()
    .trim()
    .transform((value) => value || DEFAULT_CARRIER_STANDIN_URL)
    .pipe(httpUrl)
    .default(DEFAULT_CARRIER_STANDIN_URL),
  STRIPE_API_URL: z
    .string()
    .trim()
    .transform((value) => value || DEFAULT_STRIPE_STANDIN_URL)
    .pipe(httpUrl)
    .default(DEFAULT_STRIPE_STANDIN_URL),
});
const SecretSettingsSchema = z.object({
  SENDGRID_API_KEY: required,
  SHEETS_SERVICE_ACCOUNT: serviceAccountKey,
  IDENTIFIER_HASH_KEY: required.pipe(z.string().min(32, 'shorter than 32 characters')),
});
const ProductionSettingsSchema = PlainSettingsSchema.extend(SecretSettingsSchema.shape)
  .extend({
    CARRIER_API_URL: z
      .string()
      .trim()
      .transform((value) => value || DEFAULT_CARRIER_API_URL)
      .pipe(httpUrl)
      .default(DEFAULT_CARRIER_API_URL),
    CARRIER_API_KEY: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
  })
  // A carrier account needs its key; without an account the key is not read.
  .superRefine((settings, ctx) => {
    if (settings.CARRIER_ACCOUNT_NUMBER === '') return;
    if (!/^[^:\s]+:[^\s]+$/.test(settings.CARRIER_API_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['CARRIER_API_KEY'], message: 'missing or not KEY:PASSWORD' });
    }
  })
  // Card payments need both Stripe values; "none" (or empty) for both turns them off.
  .superRefine((settings, ctx) => {
    if (!stripeOn(settings.STRIPE_SECRET_KEY) && !stripeOn(settings.STRIPE_WEBHOOK_SECRET)) return;
    if (!/^(sk|rk)_(live|test)_\S+$/.test(settings.STRIPE_SECRET_KEY)) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'missing or not sk_… / rk_…' });
    if (!/^whsec_\S+$/.test(settings.STRIPE_WEBHOOK_SECRET)) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'missing or not whsec_…' });
  });

/** Whether a Stripe setting turns card payments on: anything but empty or "none". */
const stripeOn = (value: string) => value !== '' && value.toLowerCase() !== 'none';

function problems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')} (${issue.message})`);
}

/** What production and the emulators read alike. */
const plainConfig = (settings: PlainSettings, isEmulator: boolean) => ({
  isEmulator,
  appCheckEnforced: settings.APP_CHECK_ENFORCED ?? !isEmulator,
  mailFrom: settings.MAIL_FROM,
  pharmacyEmail: settings.PHARMACY_EMAIL,
  appOrigin: settings.APP_ORIGIN,
  enquiryRateLimit: settings.ENQUIRY_RATE_LIMIT,
  accountEmailRateLimit: settings.ACCOUNT_EMAIL_RATE_LIMIT,
});

/** The host, port and protocol the Stripe client is pointed at on the emulators. */
function standInOf(url: string): NonNullable<StripeSettings['standIn']> {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'https:' ? 'https' : 'http';
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'https' ? 443 : 80), protocol };
}

/** Pure validation, separate from reading params so it is unit-testable. */
export function parseConfig(raw: RawSettings, isEmulator: boolean): AppConfig {
  if (isEmulator) {
    const result = EmulatorSettingsSchema.safeParse(raw);
    if (!result.success) throw new ConfigError(problems(result.error));
    return {
      ...plainConfig(result.data, isEmulator),
      sendgridApiKey: null,
      sheetsCredentials: null,
      sheetsApiUrl: result.data.SHEETS_API_URL,
      identifierHashKey: EMULATOR_IDENTIFIER_HASH_KEY,
      // The stand-in carrier: its account unless another is set, and a key it takes as any other.
      carrier: {
        baseUrl: result.data.CARRIER_API_URL,
        accountNumber: result.data.CARRIER_ACCOUNT_NUMBER || STANDIN_CARRIER_ACCOUNT,
        apiKey: 'emulator-only-key:not-secret',
      },
      stripe: {
        secretKey: EMULATOR_STRIPE_SECRET_KEY,
        webhookSecret: EMULATOR_STRIPE_WEBHOOK_SECRET,
        standIn: standInOf(result.data.STRIPE_API_URL),
      },
    };
  }
  // One schema for everything, so one error lists every problem.
  const result = ProductionSettingsSchema.safeParse(raw);
  if (!result.success) throw new ConfigError(problems(result.error));
  return {
    ...plainConfig(result.data, isEmulator),
    sendgridApiKey: result.data.SENDGRID_API_KEY,
    sheetsCredentials: result.data.SHEETS_SERVICE_ACCOUNT,
    // Whatever SHEETS_API_URL says: production never talks to a stand-in.
    sheetsApiUrl: null,
    identifierHashKey: result.data.IDENTIFIER_HASH_KEY,
    carrier:
      result.data.CARRIER_ACCOUNT_NUMBER === ''
        ? null
        : { baseUrl: result.data.CARRIER_API_URL, accountNumber: result.data.CARRIER_ACCOUNT_NUMBER, apiKey: result.data.CARRIER_API_KEY },
    // Whatever STRIPE_API_URL says: production always calls api.stripe.com.
    stripe: stripeOn(result.data.STRIPE_SECRET_KEY)
      ? { secretKey: result.data.STRIPE_SECRET_KEY, webhookSecret: result.data.STRIPE_WEBHOOK_SECRET, standIn: null }
      : null,
  };
}

export function isEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

let cached: AppConfig | undefined;

/**
 * Reads and validates the settings once per instance. Never call it at module load:
 * params have no values while the CLI loads the code to discover functions.
 */
export function getConfig(): AppConfig {
  if (cached) return cached;
  const emulator = isEmulator();
  const raw: RawSettings = {
    MAIL_FROM: mailFrom.value(),
    PHARMACY_EMAIL: pharmacyEmail.value(),
    APP_ORIGIN: appOrigin.value(),
    ENQUIRY_RATE_LIMIT: String(enquiryRateLimit.value()),
    ACCOUNT_EMAIL_RATE_LIMIT: String(accountEmailRateLimit.value()),
    APP_CHECK_ENFORCED: appCheckEnforced.value(),
    CARRIER_API_URL: carrierApiUrl.value(),
    CARRIER_ACCOUNT_NUMBER: carrierAccountNumber.value(),
  };
  if (emulator) {
    raw.SHEETS_API_URL = sheetsApiUrl.value();
    raw.STRIPE_API_URL = stripeApiUrl.value();
  } else {
    raw.STRIPE_SECRET_KEY = stripeSecretKey.value();
    raw.STRIPE_WEBHOOK_SECRET = stripeWebhookSecret.value();
    raw.CARRIER_API_KEY = carrierApiKey.value();
    // Secrets are not read on the emulators: unset ones only produce warnings there.
    raw.SENDGRID_API_KEY = sendgridApiKey.value();
    raw.SHEETS_SERVICE_ACCOUNT = sheetsServiceAccount.value();
    raw.IDENTIFIER_HASH_KEY = identifierHashKey.value();
  }
  cached = parseConfig(raw, emulator);
  return cached;
}
