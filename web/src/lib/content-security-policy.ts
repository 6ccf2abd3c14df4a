/**
 * The Content-Security-Policy every built page carries (decision 012), as a
 * <meta http-equiv> tag written by the build: the emulator build needs the local
 * emulators' addresses and the production build must not allow them, and static
 * Hosting headers cannot differ by build. Only script, style, image, font and
 * fetch origins the app really uses are allowed; nothing inline.
 *
 * A meta policy cannot say frame-ancestors: firebase.json's X-Frame-Options: DENY
 * keeps the pages out of other sites' frames.
 */
import { AUTH_EMULATOR_ORIGIN, FIRESTORE_EMULATOR_ORIGIN } from './emulator-origins.ts';

export interface PolicyOptions {
  /** The emulator build: the browser talks to the local Auth and Firestore emulators over http. */
  emulators: boolean;
  /** A Maps key is configured: registration loads Google's Places library. */
  maps: boolean;
  /**
   * The portal runs App Check (decision 038): it exchanges reCAPTCHA Enterprise's verdict, or
   * on the emulators a debug token, for an App Check token. reCAPTCHA Enterprise's script and
   * frame come from the reCAPTCHA paths production already allows (RECAPTCHA_DIRECTIVES).
   */
  appCheck?: boolean;
}

type Directives = Record<string, string[]>;

/** Firebase Auth (e-mail and password only: no popup or redirect frames) and Firestore Lite over fetch. */
const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];

/** The Contact page's map, an embed that loads only after the visitor asks for it. */
const MAP_EMBED_ORIGIN = 'https://www.google.com';

/**
 * Google's allowlist for the Maps JavaScript API (its Content Security Policy guide).
 * Its inline styles need 'unsafe-inline' for styles; scripts stay without it.
 */
const MAPS_DIRECTIVES: Directives = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', 'https://*.ggpht.com', '*.googleusercontent.com', 'blob:'],
  'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'font-src': ['https://fonts.gstatic.com'],
  'frame-src': ['*.google.com'],
  'worker-src': ['blob:'],
};

/**
 * Two-step sign-in (decision 022): in production, texting a code first passes Google's
 * invisible reCAPTCHA, a script and a frame from these paths. On the Auth emulator the SDK
 * uses its own stand-in and loads nothing.
 */
const RECAPTCHA_DIRECTIVES: Directives = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** App Check's token exchange. */
const APP_CHECK_ORIGIN = 'https://content-firebaseappcheck.googleapis.com';

export function contentSecurityPolicy({ emulators, maps, appCheck = false }: PolicyOptions): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...FIREBASE_ORIGINS, ...(emulators ? [AUTH_EMULATOR_ORIGIN, FIRESTORE_EMULATOR_ORIGIN] : [])],
    'frame-src': [MAP_EMBED_ORIGIN],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  const extra = [
    ...(maps ? [MAPS_DIRECTIVES] : []),
    ...(emulators ? [] : [RECAPTCHA_DIRECTIVES]),
    ...(appCheck ? [{ 'connect-src': [APP_CHECK_ORIGIN] }] : []),
  ];
  for (const more of extra) {
    for (const [name, sources] of Object.entries(more)) directives[name] = [...(directives[name] ?? []), ...sources];
  }
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`);
  // The emulators answer over plain http; everywhere else every request is https.
  if (!emulators) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}
