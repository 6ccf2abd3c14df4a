// Import boundaries of the function (functions/src), decision 016:
// index.ts wires -> features/<feature> -> platform -> @pharmacy/shared.
// A feature uses another only where FEATURE_IMPORTS allows it, and then only through
// that feature's index.ts; no import cycle anywhere; production code never imports a
// testing/ folder or tests/.
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { featureFolders, featureZones } from './feature-zones.js';

const repo = path.resolve(import.meta.dirname, '..');
const src = 'functions/src';
const features = featureFolders(repo, src);

/**
 * The only feature -> feature imports, each through the used feature's index.ts, and
 * never both ways. Anything else two features need moves down to platform/, or is
 * passed in by index.ts (which wires every feature).
 */
export const FEATURE_IMPORTS = [
  {
    importer: 'overview',
    uses: 'counters',
    why: 'The overview reads the counters the triggers keep; its memory double adds records up with the counters\' own contributions (decision 034).',
  },
  {
    importer: 'courses',
    uses: 'orders',
    why: 'A course is kept on its orders: a supply and a next supply read and change the order requests, and a next supply is a new order request with its confirmations (decisions 052, 053).',
  },
  {
    importer: 'order-questions',
    uses: 'orders',
    why: 'A question is asked on an order: the thread checks the order, its owner and its status, and marks the order awaiting an answer (decision 027).',
  },
  {
    importer: 'compounding-records',
    uses: 'orders',
    why: 'An item\'s record of compounding is kept on its order: the change reads and writes the order in one transaction, and its audit entry names the order and its patients as every order entry does (decision 050).',
  },
  {
    importer: 'orders',
    uses: 'catalogue',
    why: 'An order item is checked against the current catalogue when it is placed (spec section 5).',
  },
  {
    importer: 'orders',
    uses: 'legal-prescriptions',
    why: 'An order keeps the legal prescription behind each item: its token claims are written, its originals summarised and its reminders claimed in the order\'s own transactions; the legal prescriptions name what they read of an order and never import orders (decision 049).',
  },
  {
    importer: 'orders',
    uses: 'patients',
    why: 'Each item names one of the practitioner\'s saved patients; the order keeps a copy of the patient as it was (decision 025).',
  },
  {
    importer: 'admins',
    uses: 'accounts',
    why: 'Adding an admin creates a portal account and e-mails its set-password link the way account e-mails are sent and their failures recorded (decision 037).',
  },
  {
    importer: 'practitioners',
    uses: 'accounts',
    why: 'Approving, rejecting and deleting a practitioner act on their portal account: its records, sessions and status e-mails (decisions 009, 019).',
  },
  {
    importer: 'patient-requests',
    uses: 'patients',
    why: 'A patient\'s own data (APP 12 and 13) starts from their record: the finder reads patients born on a day, a correction changes the record (decision 040).',
  },
  {
    importer: 'practitioners',
    uses: 'patients',
    why: 'Deleting a practitioner deletes their saved patients with the account (decision 025).',
  },
  {
    importer: 'practitioners',
    uses: 'favourites',
    why: 'Deleting a practitioner deletes their favourites with the account (decision 054).',
  },
  {
    importer: 'clinic-teams',
    uses: 'accounts',
    why: 'A staff invitation\'s link token is made and hashed like an e-mail verification link\'s (decision 044).',
  },
  {
    importer: 'clinic-teams',
    uses: 'orders',
    why: 'A draft prepared by staff is read, checked and signed with the submit\'s own order form, checks and submission, so every item field reaches both (decision 045).',
  },
];

const directionZonesFor = (alsoThrough) => [
  {
    target: `${src}/platform`,
    from: `${src}/features`,
    message: 'Platform code serves every feature and depends on none: move what both need into platform/.',
  },
  ...featureZones({
    src,
    features,
    imports: FEATURE_IMPORTS,
    refused:
      'Features do not import each other: move the shared piece down to platform/, pass it in from index.ts, or allow the pair in eslint/functions-boundaries.js.',
    throughIndex: (other) => `Reach the ${other} feature through features/${other}/index.ts.`,
    alsoThrough,
  }),
  { target: 'shared', from: 'functions', message: 'shared/ is below the function; it imports nothing of it.' },
  { target: 'shared', from: 'web', message: 'shared/ is below the web; it imports nothing of it.' },
];
const directionZones = directionZonesFor([]);

const testCodeZones = [
  {
    target: src,
    from: [`${src}/**/testing/**`],
    message: 'Test doubles and fixtures are for tests only.',
  },
  { target: src, from: 'tests', message: 'Production code never imports the test suites.' },
];

const rule = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: repo, zones }] });

export default [
  {
    files: [`${src}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports by parsing each file: it must know .ts is TypeScript.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(repo, 'functions/tsconfig.json') },
          extensions: ['.ts', '.js'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: { ...rule([...directionZones, ...testCodeZones]), 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests and their doubles may use doubles, an allowed feature's too (its testing/ folder:
    // an order built by the orders' own fixture); the direction still holds for them.
    files: [`${src}/**/*.test.ts`, `${src}/**/testing/**/*.ts`],
    rules: rule(directionZonesFor(['./testing'])),
  },
];
