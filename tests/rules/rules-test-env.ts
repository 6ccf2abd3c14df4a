/**
 * The rules test environment: the real Firestore emulator with firestore.rules
 * loaded from disk, under its own project id so clearing data between tests
 * never touches the running app's project (demo-compounding-pharmacy).
 */
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';

export const RULES_PROJECT_ID = 'demo-rules-test';
const RULES_FILE = new URL('../../firestore.rules', import.meta.url);

/** FIRESTORE_EMULATOR_HOST when set (e.g. a standalone emulator on 8085), else the stack's. */
export function firestoreEmulator(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
  const match = /^\[?([^\]]+)\]?:(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`FIRESTORE_EMULATOR_HOST must be host:port, got "${value}"`);
  return { host: match[1], port: Number(match[2]) };
}

export function startRulesTestEnvironment(): Promise<RulesTestEnvironment> {
  // Every denied write is also logged by the SDK as a warning; the assertions say enough.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFileSync(RULES_FILE, 'utf8') },
  });
}

/**
 * The context's Firestore typed for the modular API (`doc`, `getDoc`, ...).
 * rules-unit-testing declares the compat type, but the instance is the same one
 * the modular functions accept (as in firebase/quickstart-testing).
 */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}
