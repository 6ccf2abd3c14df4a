/**
 * firebase-tools 15 refuses Java older than 21 for its Java emulators
 * (Firestore, Storage rules). Machines here ship Java 17 as `java` with a newer
 * JDK installed beside it, so look for one rather than trusting PATH.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const MIN_JAVA = 21;

export interface JavaInstall {
  javaBin: string;
  binDir: string;
  major: number;
  hasJdkTools: boolean;
}

function majorVersion(javaBin: string): number | undefined {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : undefined;
}

function candidates(): string[] {
  const found: string[] = [];
  if (process.env.JAVA_HOME) found.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  const onPath = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) found.push(onPath);
  for (const root of ['/usr/lib/jvm', '/opt/java', '/usr/local/lib/jvm']) {
    if (!existsSync(root)) continue;
    for (const dir of readdirSync(root).sort().reverse()) found.push(join(root, dir, 'bin', 'java'));
  }
  return [...new Set(found)].filter((bin) => existsSync(bin));
}

export function findJava(): { install?: JavaInstall; seen: string[] } {
  const seen: string[] = [];
  for (const javaBin of candidates()) {
    const major = majorVersion(javaBin);
    seen.push(`${javaBin} (Java ${major ?? '?'})`);
    if (major !== undefined && major >= MIN_JAVA) {
      const binDir = dirname(javaBin);
      const hasJdkTools = existsSync(join(binDir, 'javac')) && existsSync(join(binDir, 'jar'));
      return { install: { javaBin, binDir, major, hasJdkTools }, seen };
    }
  }
  return { seen };
}
