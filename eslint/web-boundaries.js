// Import boundaries of the SPA (web/src), decision 014:
// app -> features/<feature> -> components, lib, hooks -> @pharmacy/shared.
// A feature uses another only where FEATURE_IMPORTS allows it, and then only through
// that feature's index.ts. Production code never imports web/src/test or a test-*.ts helper.
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { featureFolders, featureZones } from './feature-zones.js';

const repo = path.resolve(import.meta.dirname, '..');
const src = 'web/src';
const features = featureFolders(repo, src);
const lowerLayers = ['components', 'lib', 'hooks'].map((layer) => `${src}/${layer}`);

/**
 * The only feature -> feature imports, each through the used feature's index.ts.
 * Anything else two features share moves down to components/ or lib/, or the screen
 * that needs both is composed in app/.
 */
const FEATURE_IMPORTS = [
  {
    importer: 'registration',
    uses: 'auth',
    why: "Registering creates the portal account: the new-password fields and rules, the verification e-mail and the details kept for onboarding at first login are auth's.",
  },
  {
    importer: 'orders',
    uses: 'order-questions',
    why: 'The admin asks the prescriber from an order in the queue, the queue shows where its questions stand, and the practitioner reads and answers them in My Requests (decision 027).',
  },
  {
    importer: 'orders',
    uses: 'compounding-records',
    why: "The pharmacy's order detail shows each item's record of compounding beside the status buttons, and the worksheet prints its lines (decision 050).",
  },
  {
    importer: 'orders',
    uses: 'patients',
    why: 'Each item of an order names its patient, chosen from or added to the practitioner\'s saved patients (decision 025).',
  },
  {
    importer: 'patient-requests',
    uses: 'patients',
    why: "An admin's correction of a patient's record (APP 13) is the prescriber's patient form, with the same checks, plus a reason (decision 040).",
  },
  {
    importer: 'orders',
    uses: 'audit-log',
    why: 'The order detail shows "who has seen this patient" for each patient on the order, from the audit entries naming them (decision 039).',
  },
  {
    importer: 'overview',
    uses: 'orders',
    why: "Each figure of the overview links to the list it counts, addressed by the lists' own parameter writers (decision 031).",
  },
  {
    importer: 'overview',
    uses: 'enquiries',
    why: "The unread enquiries figure links to the inbox's Unread filter, addressed by its own parameter writer (decision 031).",
  },
  {
    importer: 'favourites',
    uses: 'orders',
    why: "A favourite's or protocol's line becomes a cart line: the cart's item, the catalogue's choices and the product's name are the orders feature's (decision 054).",
  },
  {
    importer: 'clinic-teams',
    uses: 'auth',
    why: 'Accepting a staff invitation sets the new account\'s password with the same fields and rules as registering (decision 044).',
  },
];

const betweenFeatures = featureZones({
  src,
  features,
  imports: FEATURE_IMPORTS,
  refused:
    'Features do not import each other: move the shared piece down to components/ or lib/, compose the screen in app/, or allow the pair in eslint/web-boundaries.js.',
  throughIndex: (other) => `Use the ${other} feature through features/${other}/index.ts.`,
});

const directionZones = [
  {
    target: [`${src}/features`, ...lowerLayers],
    from: `${src}/app`,
    message: 'Only app/ (and the entry points) use app/: move what is needed down, or compose it in app/.',
  },
  {
    target: lowerLayers,
    from: `${src}/features`,
    message: 'components/, lib/ and hooks/ serve every feature and import none: move the piece down, or pass it in from app/.',
  },
  ...betweenFeatures,
  { target: src, from: 'functions', message: 'The SPA never imports the function: what both need lives in @pharmacy/shared.' },
];

const testCodeZones = [
  { target: src, from: `${src}/test`, message: 'web/src/test is for tests only.' },
  { target: src, from: [`${src}/**/test-*.{ts,tsx}`], message: 'Test fixtures are for tests only.' },
  { target: src, from: 'tests', message: 'Production code never imports the test suites.' },
];

const rule = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: repo, zones }] });

export default [
  {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves the `@/` alias from web/tsconfig.json's paths, and `@pharmacy/shared`
      // through its workspace link; an import the rule cannot resolve is never checked.
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(repo, 'web/tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: rule([...directionZones, ...testCodeZones]),
  },
  {
    // Tests and their helpers may use the test helpers; the direction still holds for them.
    files: [`${src}/**/*.test.{ts,tsx}`, `${src}/test/**`, `${src}/**/test-*.{ts,tsx}`],
    rules: rule(directionZones),
  },
];
