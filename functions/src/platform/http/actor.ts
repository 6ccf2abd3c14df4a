import type { AuditEntry } from '@pharmacy/shared';
import type { Caller } from './auth.ts';

/** The admin as the audit log names them: identity from the verified token only. */
export function actorOf(caller: Caller): Pick<AuditEntry, 'actorUid' | 'actorEmail'> {
  return { actorUid: caller.uid, actorEmail: caller.email ?? '' };
}
