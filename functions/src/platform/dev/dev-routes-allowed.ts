/**
 * Whether the emulator-only routes (/api/dev/*: the mail outbox, the texts, the purge that
 * deletes as of any date, the reminders) may be mounted. One variable used to decide it
 * (FUNCTIONS_EMULATOR), which a deploy could set by mistake; now every sign of the local
 * stack must hold (issue 23):
 * - the Functions emulator says it runs the code (FUNCTIONS_EMULATOR=true);
 * - Firestore and Auth are emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST),
 *   so the Admin SDK cannot reach real data;
 * - the project is a `demo-` project, which Firebase keeps for the emulators: no real
 *   project can have such an ID. Every place the function reads its project from
 *   (GCLOUD_PROJECT, GOOGLE_CLOUD_PROJECT, FIREBASE_CONFIG's projectId) that is set must
 *   name one, and at least one must be set.
 * Anything else answers these paths 404 not_found, as production does.
 */
const DEMO_PROJECT = /^demo-[a-z0-9-]+$/;

function projectIds(env: NodeJS.ProcessEnv): string[] {
  const ids = [env.GCLOUD_PROJECT, env.GOOGLE_CLOUD_PROJECT];
  if (env.FIREBASE_CONFIG) {
    try {
      const config = JSON.parse(env.FIREBASE_CONFIG) as { projectId?: unknown };
      ids.push(typeof config.projectId === 'string' ? config.projectId : '');
    } catch {
      // Not JSON: firebase-functions reads it as a file path, whose project we cannot vouch for.
      ids.push('');
    }
  }
  return ids.filter((id): id is string => id !== undefined);
}

export function devRoutesAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  const ids = projectIds(env);
  return (
    env.FUNCTIONS_EMULATOR === 'true' &&
    Boolean(env.FIRESTORE_EMULATOR_HOST) &&
    Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) &&
    ids.length > 0 &&
    ids.every((id) => DEMO_PROJECT.test(id))
  );
}
