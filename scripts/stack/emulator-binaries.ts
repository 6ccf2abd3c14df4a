/**
 * Decides how firebase-tools gets its two Java pieces on this machine:
 * - Firestore: firebase-tools' own cached jar if present (a laptop with internet);
 *   otherwise the real emulator from the Google Cloud CLI package, through a
 *   launcher jar whose manifest points at it (firebase-tools runs `java -jar`).
 * - Storage rules runtime: the real cached jar if present; otherwise a stand-in
 *   that evaluates only the deny-all storage.rules (storage-rules-standin/).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCAL_BIN, ROOT, envWithLocalTools } from '../local-tools.ts';
import type { JavaInstall } from './java.ts';

const FIREBASE_CACHE = join(homedir(), '.cache', 'firebase', 'emulators');
const GCLOUD_FIRESTORE_JARS = [
  process.env.CLOUDSDK_ROOT && join(process.env.CLOUDSDK_ROOT, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'),
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
].filter((path): path is string => Boolean(path));

export interface EmulatorBinaries {
  env: Record<string, string>;
  notes: string[];
}

function cached(prefix: string): string | undefined {
  if (!existsSync(FIREBASE_CACHE)) return undefined;
  return readdirSync(FIREBASE_CACHE).find((name) => name.startsWith(prefix) && name.endsWith('.jar'));
}

function requireJdkTools(java: JavaInstall, what: string): void {
  if (!java.hasJdkTools) {
    throw new Error(`${what} needs a JDK (javac and jar) beside ${java.javaBin}; only a JRE was found.`);
  }
}

function firestoreLauncher(java: JavaInstall, workDir: string): string | undefined {
  const jar = GCLOUD_FIRESTORE_JARS.find((path) => existsSync(path));
  if (!jar) return undefined;
  requireJdkTools(java, 'Starting the Google Cloud CLI Firestore emulator');
  const manifest = join(workDir, 'firestore-manifest.txt');
  const launcher = join(workDir, 'firestore-launcher.jar');
  writeFileSync(
    manifest,
    `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${pathToFileURL(jar).href}\n`,
  );
  execFileSync(join(java.binDir, 'jar'), ['--create', '--file', launcher, '--manifest', manifest]);
  return launcher;
}

function storageStandIn(java: JavaInstall, workDir: string): string {
  requireJdkTools(java, 'The Storage rules stand-in');
  const source = fileURLToPath(new URL('./storage-rules-standin/', import.meta.url));
  const classes = join(workDir, 'standin-classes');
  mkdirSync(classes, { recursive: true });
  execFileSync(join(java.binDir, 'javac'), ['--release', '17', '-d', classes, join(source, 'StorageRulesStandIn.java')]);
  for (const file of ['storage-rules-standin.ts', 'deny-all-ruleset.ts']) copyFileSync(join(source, file), join(workDir, file));
  const jar = join(workDir, 'storage-rules-standin.jar');
  execFileSync(join(java.binDir, 'jar'), ['--create', '--file', jar, '--main-class', 'StorageRulesStandIn', '-C', classes, '.']);
  return jar;
}

/** With internet this fetches the real runtime into the cache; offline it fails within seconds. */
function downloadStorageRulesRuntime(java: JavaInstall): boolean {
  const result = spawnSync(join(LOCAL_BIN, 'firebase'), ['setup:emulators:storage'], {
    cwd: ROOT,
    stdio: 'ignore',
    timeout: 120_000,
    env: envWithLocalTools([java.binDir]),
  });
  return result.status === 0 && cached('cloud-storage-rules-runtime') !== undefined;
}

export function prepareEmulatorBinaries(java: JavaInstall, workDir: string): EmulatorBinaries {
  mkdirSync(workDir, { recursive: true });
  const env: Record<string, string> = {};
  const notes: string[] = [];

  if (cached('cloud-firestore-emulator')) {
    notes.push('Firestore: firebase-tools emulator from its cache');
  } else {
    const launcher = firestoreLauncher(java, workDir);
    if (launcher) {
      env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
      notes.push('Firestore: the real emulator from the Google Cloud CLI package');
    } else {
      notes.push('Firestore: firebase-tools will download its emulator (needs internet)');
    }
  }

  if (cached('cloud-storage-rules-runtime')) {
    notes.push('Storage rules: the real rules runtime from the firebase-tools cache');
  } else if (downloadStorageRulesRuntime(java)) {
    notes.push('Storage rules: the real rules runtime, just downloaded by firebase-tools');
  } else {
    env.STORAGE_EMULATOR_BINARY_PATH = storageStandIn(java, workDir);
    env.STORAGE_STANDIN_NODE = process.execPath;
    notes.push('Storage rules: local stand-in that evaluates only the deny-all storage.rules');
  }
  return { env, notes };
}
