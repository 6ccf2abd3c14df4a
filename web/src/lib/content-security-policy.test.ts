import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

/** The policy as directive name → sources, as a browser parses it. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const production = parse(contentSecurityPolicy({ emulators: false, maps: false }));
  const emulator = parse(contentSecurityPolicy({ emulators: true, maps: false }));
  const withMaps = parse(contentSecurityPolicy({ emulators: false, maps: true }));

  it('runs only the site\u2019s own scripts and styles, never inline ones, and no plug-ins', () => {
    expect(production.get('default-src')).toEqual(["'self'"]);
    expect(emulator.get('script-src')).toEqual(["'self'"]);
    expect(production.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(production.get('style-src')).toEqual(["'self'"]);
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'self'"]);
    expect(production.get('form-action')).toEqual(["'self'"]);
  });

  it('lets the portal reach Firebase Auth and Firestore, and the Contact page frame Google\u2019s map', () => {
    expect(production.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
    expect(emulator.get('frame-src')).toEqual(['https://www.google.com']);
  });

  it('lets production pass Google’s invisible reCAPTCHA before texting a sign-in code, and only production', () => {
    expect(production.get('frame-src')).toEqual(['https://www.google.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(emulator.get('script-src')).not.toContain('https://www.google.com/recaptcha/');
  });

  it('allows the local emulators only in the emulator build, which cannot upgrade their http to https', () => {
    expect(production.get('connect-src')).not.toContain('http://127.0.0.1:9099');
    expect(production.has('upgrade-insecure-requests')).toBe(true);
    expect(emulator.get('connect-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:9099', 'http://127.0.0.1:8080']));
    expect(emulator.has('upgrade-insecure-requests')).toBe(false);
  });

  it('adds Google\u2019s Maps origins only when a Maps key is configured, still without inline scripts', () => {
    expect(production.get('script-src')).not.toContain('https://*.googleapis.com');
    expect(withMaps.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(withMaps.get('script-src')).not.toContain("'unsafe-inline'");
    expect(withMaps.get('style-src')).toContain("'unsafe-inline'");
    expect(withMaps.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://*.gstatic.com']));
    expect(withMaps.get('frame-src')).toEqual(expect.arrayContaining(['https://www.google.com', '*.google.com']));
  });

  it('lets App Check exchange its token only when the portal runs App Check (decision 038)', () => {
    const exchange = 'https://content-firebaseappcheck.googleapis.com';
    const withAppCheck = parse(contentSecurityPolicy({ emulators: false, maps: false, appCheck: true }));
    expect(withAppCheck.get('connect-src')).toContain(exchange);
    expect(production.get('connect-src')).not.toContain(exchange);
    expect(emulator.get('connect-src')).not.toContain(exchange);
    // reCAPTCHA Enterprise's script and frames: the reCAPTCHA paths production already allows.
    expect(withAppCheck.get('script-src')).toContain('https://www.google.com/recaptcha/');
    expect(withAppCheck.get('frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('names each directive once', () => {
    const names = contentSecurityPolicy({ emulators: true, maps: true }).split(';').map((part) => part.trim().split(' ')[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});
