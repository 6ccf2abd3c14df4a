/**
 * Test helper: AccountDeps in memory, behaving like the Firebase implementations
 * (tokens stored by hash, single use, rate limits, create-if-missing).
 */
import express from 'express';
import { vi } from 'vitest';
import type { PendingRegistration } from '@pharmacy/shared';
import type { AccountMailFailure } from '../account-mail-failures.ts';
import type { AuthAccount } from '../auth-accounts.ts';
import type { NewVerification } from '../email-verifications.ts';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { memoryRateLimitCounters } from '../../../platform/rate-limit/testing/memory-rate-limit-counters.ts';
import { stripApiPrefix } from '../../../platform/http/app.ts';
import { createRequireCaller } from '../../../platform/http/auth.ts';
import { createErrorHandler } from '../../../platform/http/errors.ts';
import { startTestServer } from '../../../platform/http/testing/test-server.ts';
import type { AccountDeps } from '../deps.ts';
import { accountsRouter } from '../router.ts';
import { everyAdminFactorOnRecord } from '../../../platform/http/testing/admin-factors.ts';

interface StoredVerification extends NewVerification {
  usedAt: Date | null;
  supersededAt: Date | null;
}

export interface FakeAccountWorld {
  accounts: Map<string, AuthAccount>;
  verifications: Map<string, StoredVerification>;
  pending: Map<string, PendingRegistration>;
  records: Map<string, PendingRegistration>;
  mailFailures: AccountMailFailure[];
  sent: MailMessage[];
}

export const FAKE_SETTINGS = { appOrigin: 'https://pharmacy.test', pharmacyEmail: 'orders@pharmacy.test', accountEmailRateLimit: 8, identifierHashKey: 'unit-test-identifier-hash-key-32chars' };

export function createFakeAccountDeps(): { deps: AccountDeps; world: FakeAccountWorld } {
  const world: FakeAccountWorld = {
    accounts: new Map(),
    verifications: new Map(),
    pending: new Map(),
    records: new Map(),
    mailFailures: [],
    sent: [],
  };
  const deps: AccountDeps = {
    settings: () => FAKE_SETTINGS,
    sendMail: vi.fn(async (message: MailMessage) => {
      world.sent.push(message);
    }),
    authAccounts: {
      get: async (uid) => world.accounts.get(uid) ?? null,
      markEmailVerified: async (uid) => {
        const account = world.accounts.get(uid);
        if (!account) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
        world.accounts.set(uid, { ...account, emailVerified: true });
      },
      passwordResetCode: async (email) =>
        [...world.accounts.values()].some((account) => account.email === email) ? `code-for-${email}` : null,
    },
    emailVerifications: {
      issue: async (verification, limit) => {
        const earlier = [...world.verifications.values()].filter((stored) => stored.uid === verification.uid);
        if (earlier.filter((stored) => stored.createdAt > limit.since).length >= limit.max) return 'rate_limited';
        for (const stored of earlier) if (!stored.usedAt) stored.supersededAt ??= verification.createdAt;
        world.verifications.set(verification.tokenHash, { ...verification, usedAt: null, supersededAt: null });
        return 'issued';
      },
      consume: async (tokenHash, now) => {
        const stored = world.verifications.get(tokenHash);
        if (!stored) return { kind: 'unknown' };
        if (stored.usedAt) return { kind: 'used' };
        if (stored.supersededAt) return { kind: 'superseded' };
        if (stored.expiresAt <= now) return { kind: 'expired' };
        stored.usedAt = now;
        return { kind: 'verified', uid: stored.uid, email: stored.email };
      },
    },
    pendingRegistrations: {
      get: async (uid) => world.pending.get(uid) ?? null,
      save: async (registration) => void world.pending.set(registration.uid, registration),
      delete: async (uid) => void world.pending.delete(uid),
    },
    practitionerRecords: {
      createIfMissing: async (registration) => {
        if (world.records.has(registration.uid)) return false;
        world.records.set(registration.uid, registration);
        return true;
      },
    },
    rateLimitCounters: memoryRateLimitCounters().counters,
    mailFailures: {
      record: async (failure) => void world.mailFailures.push(failure),
    },
  };
  return { deps, world };
}

export interface FakeAccountsServer {
  url: string;
  deps: AccountDeps;
  world: FakeAccountWorld;
  /** Moves the server's clock. */
  setNow(date: Date): void;
  /** How long each password-reset answer was held back (no real waiting: the sleep resolves at once). */
  sleeps: number[];
  /** Signs an account up (unverified unless said) and returns an ID token for it. */
  addAccount(uid: string, email: string, options?: { emailVerified?: boolean; staleToken?: boolean }): string;
  post(path: string, body?: unknown, idToken?: string): Promise<{ status: number; json: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * The account routes with these fakes, mounted as app.ts mounts them. ID tokens are
 * "token-<uid>" and carry the account's email_verified at the time they were made
 * (like real ones).
 */
export async function serveFakeAccounts(start: Date): Promise<FakeAccountsServer> {
  const { deps, world } = createFakeAccountDeps();
  const tokens = new Map<string, { uid: string; email: string; emailVerified: boolean }>();
  let now = start;
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const claims = tokens.get(token);
      return claims && world.accounts.has(claims.uid) ? { ...claims, secondFactor: null, secondFactorId: null, authTime: now } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => {
      const record = world.records.get(uid);
      return record ? { ...record, role: 'practitioner', status: 'pending', emailVerified: true } : null;
    },
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  const sleeps: number[] = [];
  const pacing = () => ({
    elapsedMs: () => 0,
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
  });
  app.use(accountsRouter(deps, requireCaller, { behindGoogleFrontEnd: false, now: () => now, pacing }));
  app.use(createErrorHandler(() => undefined));
  const server = await startTestServer(app);
  return {
    url: server.url,
    deps,
    world,
    sleeps,
    setNow: (date) => {
      now = date;
    },
    addAccount(uid, email, options = {}) {
      world.accounts.set(uid, { uid, email, emailVerified: options.emailVerified ?? false });
      const token = `token-${uid}`;
      tokens.set(token, { uid, email, emailVerified: (options.emailVerified ?? false) && !options.staleToken });
      return token;
    },
    async post(path, body, idToken) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    close: () => server.close(),
  };
}
