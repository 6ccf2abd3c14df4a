/**
 * Test helper: AdminDeps in memory, deciding like the Firebase implementations
 * (the same refusal and inbox rules; an audit entry only with a change).
 */
import { Readable } from 'node:stream';
import { vi } from 'vitest';
import { AUDIT_ACTIONS, effectiveStatus, type UserRecord } from '@pharmacy/shared';
import type { AccountMailFailure } from '../../accounts/account-mail-failures.ts';
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import type { AuthAccount } from '../../accounts/auth-accounts.ts';
import { personLabel } from '../../../platform/audit/person-label.ts';
import { applyInboxChange, sameInboxState } from '../../enquiries/enquiry-inbox.ts';
import type { InboxEnquiry } from '../../enquiries/enquiry-record.ts';
import { MailDeliveryError } from '../../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { statusChangeRefusal } from '../practitioner-status.ts';
import type { AdminDeps } from '../deps.ts';

export interface FakeAdminWorld {
  accounts: Map<string, AuthAccount>;
  records: Map<string, UserRecord>;
  pendingRegistrations: Set<string>;
  /** uid of each stored verification link. */
  verificationLinks: string[];
  enquiries: Map<string, InboxEnquiry>;
  files: Map<string, Buffer>;
  audit: AuditRecord[];
  sent: MailMessage[];
  mailFailures: AccountMailFailure[];
  /** Mail to these addresses fails like a SendGrid refusal. */
  failingRecipients: Set<string>;
}

export const FAKE_ADMIN_SETTINGS = { appOrigin: 'https://pharmacy.test' };

export function createFakeAdminDeps(): { deps: AdminDeps; world: FakeAdminWorld } {
  const world: FakeAdminWorld = {
    accounts: new Map(),
    records: new Map(),
    pendingRegistrations: new Set(),
    verificationLinks: [],
    enquiries: new Map(),
    files: new Map(),
    audit: [],
    sent: [],
    mailFailures: [],
    failingRecipients: new Set(),
  };
  const deps: AdminDeps = {
    settings: () => FAKE_ADMIN_SETTINGS,
    sendMail: vi.fn(async (message: MailMessage) => {
      if ([message.to].flat().some((to) => world.failingRecipients.has(to))) {
        throw new MailDeliveryError('fake', 503, ['Service Unavailable']);
      }
      world.sent.push(message);
    }),
    mailFailures: { record: async (failure) => void world.mailFailures.push(failure) },
    practitionerStatuses: {
      async change({ userId, to, actor }) {
        const record = world.records.get(userId);
        if (!record) return { kind: 'refused', reason: 'not_found' };
        const refusal = statusChangeRefusal(record, to);
        if (refusal) return { kind: 'refused', reason: refusal };
        const from = effectiveStatus(record);
        if (from === to) return { kind: 'unchanged', record, from };
        world.records.set(userId, { ...record, status: to });
        world.audit.push({
          action: AUDIT_ACTIONS.practitionerStatus,
          ...actor,
          target: { type: 'user', id: userId, label: personLabel(record) },
          details: { from, to },
        });
        return { kind: 'changed', record, from };
      },
    },
    users: {
      getRecord: async (uid) => world.records.get(uid) ?? null,
      getAccount: async (uid) => world.accounts.get(uid) ?? null,
      deleteAccount: async (uid) => world.accounts.delete(uid),
      async deleteData({ userId, actor, accountDeleted, accountEmail }) {
        const record = world.records.get(userId);
        const links = world.verificationLinks.filter((uid) => uid === userId).length;
        const deleted = {
          label: record ? personLabel(record) : accountEmail ? `<${accountEmail}>` : userId,
          role: record?.role ?? null,
          record: world.records.delete(userId),
          pendingRegistration: world.pendingRegistrations.delete(userId),
          verificationLinks: links,
          audited: false,
        };
        world.verificationLinks = world.verificationLinks.filter((uid) => uid !== userId);
        deleted.audited = accountDeleted || deleted.record || deleted.pendingRegistration || links > 0;
        if (deleted.audited) {
          world.audit.push({
            action: AUDIT_ACTIONS.userDelete,
            ...actor,
            target: { type: 'user', id: userId, label: deleted.label },
            details: { role: deleted.role },
          });
        }
        return deleted;
      },
    },
    enquiries: {
      get: async (id) => world.enquiries.get(id) ?? null,
      async setState(id, change, actor, at) {
        const enquiry = world.enquiries.get(id);
        if (!enquiry) return null;
        const next = applyInboxChange(enquiry, change, actor.actorUid, at);
        if (sameInboxState(enquiry, next)) return next;
        world.enquiries.set(id, { ...enquiry, ...next });
        world.audit.push({
          action: AUDIT_ACTIONS.enquiryState,
          ...actor,
          target: { type: 'enquiry', id, label: personLabel(enquiry) },
          details: Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
        });
        return next;
      },
      // Like Cloud Storage, a missing file is reported when the stream is first read.
      openAttachment(storagePath) {
        const content = world.files.get(storagePath);
        if (content) return Readable.from([content]);
        return new Readable({
          read() {
            this.destroy(new Error(`No such object: ${storagePath}`));
          },
        });
      },
    },
    recordAudit: async (record) => void world.audit.push(record),
  };
  return { deps, world };
}
