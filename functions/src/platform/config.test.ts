import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SHEETS_API_URL, EMULATOR_STRIPE_SECRET_KEY, EMULATOR_STRIPE_WEBHOOK_SECRET, parseConfig, type RawSettings } from './config.ts';

const serviceAccount = JSON.stringify({
  client_email: 'sheets@example.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
});

const complete: RawSettings = {
  MAIL_FROM: 'no-reply@harbourside-compounding.com.au',
  PHARMACY_EMAIL: 'orders@harbourside-compounding.com.au',
  APP_ORIGIN: 'https://harbourside-compounding.com.au/',
  SENDGRID_API_KEY: 'SG.test-key',
  SHEETS_SERVICE_ACCOUNT: serviceAccount,
  IDENTIFIER_HASH_KEY: 'k'.repeat(32),
};

function problemsOf(raw: RawSettings, isEmulator: boolean): string[] {
  try {
    parseConfig(raw, isEmulator);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('accepts complete production settings and normalises the origin', () => {
    const config = parseConfig(complete, false);
    expect(config).toMatchObject({
      isEmulator: false,
      appOrigin: 'https://harbourside-compounding.com.au',
      sendgridApiKey: 'SG.test-key',
      sheetsCredentials: { clientEmail: 'sheets@example.iam.gserviceaccount.com' },
    });
  });

  it('lists every missing production setting by name in one error', () => {
    const problems = problemsOf({}, false);
    expect(problems).toEqual([
      'MAIL_FROM (missing)',
      'PHARMACY_EMAIL (missing)',
      'APP_ORIGIN (missing)',
      'SENDGRID_API_KEY (missing)',
      'SHEETS_SERVICE_ACCOUNT (missing)',
      'IDENTIFIER_HASH_KEY (missing)',
    ]);
  });

  it('refuses an identifier hash key shorter than 32 characters, without echoing it', () => {
    expect(problemsOf({ ...complete, IDENTIFIER_HASH_KEY: 'short-key' }, false)).toEqual([
      'IDENTIFIER_HASH_KEY (shorter than 32 characters)',
    ]);
  });

  it('counts empty and blank strings as missing', () => {
    const problems = problemsOf({ ...complete, MAIL_FROM: '', SENDGRID_API_KEY: '  ' }, false);
    expect(problems).toEqual(['MAIL_FROM (missing)', 'SENDGRID_API_KEY (missing)']);
  });

  it('names invalid values without echoing them', () => {
    let message = '';
    try {
      parseConfig(
        {
          ...complete,
          PHARMACY_EMAIL: 'orders',
          APP_ORIGIN: 'https://example.com/path',
          SHEETS_SERVICE_ACCOUNT: 'SG.secret-looking-value',
        },
        false,
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PHARMACY_EMAIL (not an e-mail address)');
    expect(message).toContain('APP_ORIGIN (not a bare origin)');
    expect(message).toContain('SHEETS_SERVICE_ACCOUNT (not a service-account JSON key)');
    expect(message).not.toContain('SG.secret-looking-value');
  });

  it('does not need the SendGrid key or the service account on the emulators', () => {
    const config = parseConfig(
      { MAIL_FROM: complete.MAIL_FROM, PHARMACY_EMAIL: complete.PHARMACY_EMAIL, APP_ORIGIN: 'http://127.0.0.1:5000' },
      true,
    );
    expect(config).toMatchObject({ isEmulator: true, sendgridApiKey: null, sheetsCredentials: null });
  });

  it('points the Sheets API at the local stand-in on the emulators, by default at its usual port', () => {
    const plain = { MAIL_FROM: complete.MAIL_FROM, PHARMACY_EMAIL: complete.PHARMACY_EMAIL, APP_ORIGIN: 'http://127.0.0.1:5000' };
    expect(parseConfig(plain, true).sheetsApiUrl).toBe(DEFAULT_SHEETS_API_URL);
    expect(parseConfig({ ...plain, SHEETS_API_URL: '' }, true).sheetsApiUrl).toBe(DEFAULT_SHEETS_API_URL);
    expect(parseConfig({ ...plain, SHEETS_API_URL: 'http://127.0.0.1:9555/' }, true).sheetsApiUrl).toBe('http://127.0.0.1:9555/');
    expect(problemsOf({ ...plain, SHEETS_API_URL: 'localhost' }, true)).toEqual(['SHEETS_API_URL (not an http(s) URL)']);
  });

  it('never points production at a stand-in, whatever SHEETS_API_URL says', () => {
    expect(parseConfig({ ...complete, SHEETS_API_URL: 'http://127.0.0.1:9330/' }, false).sheetsApiUrl).toBeNull();
  });

  it('turns the carrier API off in production without an account, and needs its KEY:PASSWORD with one (decision 060)', () => {
    expect(parseConfig(complete, false).carrier).toBeNull();
    expect(problemsOf({ ...complete, CARRIER_ACCOUNT_NUMBER: '1234567890', CARRIER_API_KEY: 'none' }, false)).toEqual(['CARRIER_API_KEY (missing or not KEY:PASSWORD)']);
    expect(parseConfig({ ...complete, CARRIER_ACCOUNT_NUMBER: '1234567890', CARRIER_API_KEY: 'key:secret' }, false).carrier).toEqual({
      baseUrl: 'https://digitalapi.auspost.com.au',
      accountNumber: '1234567890',
      apiKey: 'key:secret',
    });
  });

  it('points the carrier at the local stand-in on the emulators', () => {
    const plain = { MAIL_FROM: complete.MAIL_FROM, PHARMACY_EMAIL: complete.PHARMACY_EMAIL, APP_ORIGIN: complete.APP_ORIGIN };
    expect(parseConfig(plain, true).carrier).toMatchObject({ baseUrl: 'http://127.0.0.1:9331', accountNumber: '0000000001' });
  });

  it('turns card payments off in production without Stripe, and needs both its key and signing secret with them (decision 079)', () => {
    expect(parseConfig(complete, false).stripe).toBeNull();
    expect(parseConfig({ ...complete, STRIPE_SECRET_KEY: 'none', STRIPE_WEBHOOK_SECRET: 'none' }, false).stripe).toBeNull();
    expect(parseConfig({ ...complete, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_def', STRIPE_API_URL: 'http://127.0.0.1:9332' }, false).stripe).toEqual({
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_def',
      standIn: null,
    });
    const problems = problemsOf({ ...complete, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'not-a-secret' }, false);
    expect(problems).toEqual(['STRIPE_WEBHOOK_SECRET (missing or not whsec_…)']);
    expect(problems.join()).not.toContain('not-a-secret');
    expect(problemsOf({ ...complete, STRIPE_WEBHOOK_SECRET: 'whsec_def' }, false)).toEqual(['STRIPE_SECRET_KEY (missing or not sk_… / rk_…)']);
  });

  it("points Stripe's client at the local stand-in on the emulators, with the public emulator-only key and secret", () => {
    const plain = { MAIL_FROM: complete.MAIL_FROM, PHARMACY_EMAIL: complete.PHARMACY_EMAIL, APP_ORIGIN: complete.APP_ORIGIN };
    expect(parseConfig(plain, true).stripe).toEqual({
      secretKey: EMULATOR_STRIPE_SECRET_KEY,
      webhookSecret: EMULATOR_STRIPE_WEBHOOK_SECRET,
      standIn: { host: '127.0.0.1', port: 9332, protocol: 'http' },
    });
  });

  it('still requires the plain settings on the emulators', () => {
    expect(problemsOf({ MAIL_FROM: complete.MAIL_FROM }, true)).toEqual([
      'PHARMACY_EMAIL (missing)',
      'APP_ORIGIN (missing)',
    ]);
  });

  it('enforces App Check in production and not on the emulators unless APP_CHECK_ENFORCED says otherwise', () => {
    const plain = { MAIL_FROM: complete.MAIL_FROM, PHARMACY_EMAIL: complete.PHARMACY_EMAIL, APP_ORIGIN: 'http://127.0.0.1:5000' };
    expect(parseConfig(complete, false).appCheckEnforced).toBe(true);
    expect(parseConfig({ ...complete, APP_CHECK_ENFORCED: '' }, false).appCheckEnforced).toBe(true);
    expect(parseConfig({ ...complete, APP_CHECK_ENFORCED: 'false' }, false).appCheckEnforced).toBe(false);
    expect(parseConfig(plain, true).appCheckEnforced).toBe(false);
    expect(parseConfig({ ...plain, APP_CHECK_ENFORCED: 'TRUE' }, true).appCheckEnforced).toBe(true);
    expect(problemsOf({ ...complete, APP_CHECK_ENFORCED: 'yes' }, false)).toEqual(['APP_CHECK_ENFORCED (not true or false)']);
  });
});
