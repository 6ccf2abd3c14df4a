/**
 * Stand-in for the Cloud Storage rules runtime, speaking the JSON-lines protocol
 * firebase-tools uses (`load_ruleset`, `verify`). It is honest about what it
 * evaluates: it accepts ONLY the deny-all ruleset (no browser access at all) and
 * answers every verify with permit=false. Any other ruleset fails to load with
 * an error saying the real runtime is needed. Admin SDK requests ("Bearer owner")
 * never reach it: the Storage emulator lets them through itself.
 */
import { createInterface } from 'node:readline';
import { isDenyAllStorageRuleset } from './deny-all-ruleset.ts';

interface RulesFile {
  name?: string;
  content?: string;
}
interface Request {
  id: number;
  action: string;
  context?: { source?: { files?: RulesFile[] }; rulesetName?: string };
}

const loaded = new Set<string>();

function reply(message: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ status: 'ok', errors: [], warnings: [], ...message })}\n`);
}

function handle(request: Request): void {
  if (request.action === 'load_ruleset') {
    const files = request.context?.source?.files ?? [];
    if (files.length !== 1 || !isDenyAllStorageRuleset(files[0]?.content ?? '')) {
      reply({
        id: request.id,
        action: request.action,
        errors: [
          'The local stand-in for the Cloud Storage rules runtime evaluates only the deny-all ruleset ' +
            '(allow read, write: if false). Run `firebase setup:emulators:storage` with internet access ' +
            'to evaluate any other storage.rules.',
        ],
      });
      return;
    }
    loaded.add(request.context?.rulesetName ?? '');
    reply({ id: request.id, action: request.action, result: { rulesVersion: 2 } });
    return;
  }
  if (request.action === 'verify') {
    const known = loaded.has(request.context?.rulesetName ?? '');
    reply({
      id: request.id,
      action: request.action,
      result: { permit: false },
      errors: known ? [] : ['Unknown ruleset'],
    });
    return;
  }
  reply({ id: request.id, action: request.action, errors: [`Unsupported action ${request.action}`] });
}

// firebase-tools waits for a message with id -1 before it sends anything.
process.stdout.write(`${JSON.stringify({ id: -1, status: 'ok' })}\n`);
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() === '') return;
  let request: Request;
  try {
    request = JSON.parse(line) as Request;
  } catch (error) {
    process.stderr.write(`storage rules stand-in: unreadable request: ${String(error)}\n`);
    return;
  }
  try {
    handle(request);
  } catch (error) {
    // Answer anyway: firebase-tools waits for a reply to every id.
    reply({ id: request.id, action: request.action, errors: [`Stand-in failed: ${String(error)}`] });
  }
});
lines.on('close', () => process.exit(0));
