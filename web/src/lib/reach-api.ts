/**
 * The one way the portal calls /api and reads the answer: every signed-in call goes
 * through reachApi, and every reply is checked by checkReply, so a call that cannot be
 * made and a refusal read the same on every screen.
 */
import { replyError, type ApiReply } from './api-reply-body.ts';
import { currentIdToken } from './current-id-token.ts';
import { withRecentSignIn } from './recent-sign-in.ts';

/** The server answered and refused. The message is the text to show; the reply is there for callers that place it (beside a field, by status). */
export class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly reply: ApiReply,
  ) {
    super(message);
    this.name = 'ApiRefusal';
  }
}

/** What to show for a refusal: `prefix` and the server's own reason, or its status when it gave none (a proxy's error page, say). */
export function refusalText(reply: ApiReply, prefix = ''): string {
  const fallback = prefix === '' ? `The server answered with status ${reply.status}.` : `the server answered ${reply.status}.`;
  return `${prefix}${replyError(reply) ?? fallback}`;
}

/** The reply when it is ok; else rejects with ApiRefusal and its refusalText. */
export function checkReply(reply: ApiReply, prefix = ''): ApiReply {
  if (reply.ok) return reply;
  throw new ApiRefusal(refusalText(reply, prefix), reply);
}

export interface ReachOptions {
  /** Put before every reason, e.g. "Failed to update status: ". */
  prefix?: string;
  /** The action needs a sign-in within the last 30 minutes: when the server says so, ask for one and send again (decision 022). */
  recentSignIn?: boolean;
}

/**
 * Runs one call to /api as the signed-in person and checks its reply. When the call
 * cannot even be made (no network, the session ended) it rejects with `prefix` and the
 * reason, the same shape as the server's refusals, so the screen shows one kind of message.
 */
export async function reachApi(call: (idToken: string) => Promise<ApiReply>, { prefix = '', recentSignIn = false }: ReachOptions = {}): Promise<ApiReply> {
  const send = async () => call(await currentIdToken());
  let reply: ApiReply;
  try {
    reply = recentSignIn ? await withRecentSignIn(send) : await send();
  } catch (error) {
    throw new Error(`${prefix}${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return checkReply(reply, prefix);
}
