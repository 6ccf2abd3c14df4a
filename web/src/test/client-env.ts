/** A build's Firebase variables, complete and made up: what every test of the client environment starts from. */
export const FIREBASE_CLIENT_ENV = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'example',
  VITE_FIREBASE_STORAGE_BUCKET: 'example.appspot.com',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};
