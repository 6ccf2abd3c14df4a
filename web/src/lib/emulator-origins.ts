/**
 * Where the browser reaches the local emulators (firebase.json `emulators.auth`,
 * `emulators.firestore`): read by the Firebase set-up and by the emulator build's
 * Content-Security-Policy.
 */
export const AUTH_EMULATOR_ORIGIN = 'http://127.0.0.1:9099';
export const FIRESTORE_EMULATOR = { host: '127.0.0.1', port: 8080 } as const;
export const FIRESTORE_EMULATOR_ORIGIN = `http://${FIRESTORE_EMULATOR.host}:${FIRESTORE_EMULATOR.port}`;
