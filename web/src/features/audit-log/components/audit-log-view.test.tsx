import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_COLLECTIONS, AUDIT_ACTIONS, type AuditEntry } from '@pharmacy/shared';
import { AUDIT_PAGE_SIZE } from '../api/get-audit-log.ts';
import { AuditLogView } from './audit-log-view.tsx';
import { MemoryRouter } from 'react-router';

/** A stand-in for Firestore Lite over `stored` (newest first): equality filter, startAfter, limit. */
const firestore = vi.hoisted(() => {
  /** Firestore Lite's Timestamp, as far as the browser reads it. */
  class Timestamp {
    readonly seconds: number;
    readonly nanoseconds: number;
    constructor(instant: Date) {
      this.seconds = Math.floor(instant.getTime() / 1000);
      this.nanoseconds = (instant.getTime() % 1000) * 1e6;
    }
  }
  interface StoredDoc {
    id: string;
    data: () => Record<string, unknown>;
  }
  type Constraint =
    | { kind: 'where'; field: string; value: unknown }
    | { kind: 'orderBy' }
    | { kind: 'startAfter'; doc: StoredDoc }
    | { kind: 'limit'; count: number };
  const state = { stored: [] as StoredDoc[], queries: [] as { collection: string; constraints: Constraint[] }[] };
  return {
    state,
    Timestamp,
    collection: (_db: unknown, name: string) => name,
    where: (field: string, _op: string, value: unknown): Constraint => ({ kind: 'where', field, value }),
    orderBy: (): Constraint => ({ kind: 'orderBy' }),
    startAfter: (doc: StoredDoc): Constraint => ({ kind: 'startAfter', doc }),
    limit: (count: number): Constraint => ({ kind: 'limit', count }),
    query: (collection: string, ...constraints: Constraint[]) => ({ collection, constraints }),
    getDocs: (query: { collection: string; constraints: Constraint[] }) => {
      state.queries.push(query);
      let docs = state.stored;
      for (const constraint of query.constraints) {
        if (constraint.kind === 'where') docs = docs.filter((doc) => doc.data()[constraint.field] === constraint.value);
        if (constraint.kind === 'startAfter') docs = docs.slice(docs.indexOf(constraint.doc) + 1);
        if (constraint.kind === 'limit') docs = docs.slice(0, constraint.count);
      }
      return Promise.resolve({ docs });
    },
  };
});
vi.mock('firebase/firestore/lite', () => firestore);
vi.mock('@/lib/firebase.ts', () => ({ getFirebase: () => Promise.resolve({ db: {} }) }));

type StoredEntry = Omit<AuditEntry, 'at'> & { at: Date };

function store(entries: StoredEntry[]) {
  firestore.state.stored = entries.map((entry, index) => ({
    id: `entry-${index}`,
    data: () => ({ ...entry, at: new firestore.Timestamp(entry.at) }),
  }));
}

const approval: StoredEntry = {
  action: AUDIT_ACTIONS.practitionerStatus,
  at: new Date('2026-11-22T04:05:09Z'),
  actorUid: 'admin-uid',
  actorEmail: 'admin@example.test',
  target: { type: 'user', id: 'practitioner-uid', label: 'Jane Citizen <jane@example.test>' },
  details: { from: 'pending', to: 'approved' },
};
const sync: StoredEntry = {
  action: AUDIT_ACTIONS.sheetSync,
  at: new Date('2026-11-21T22:00:00Z'),
  actorUid: 'other-admin-uid',
  actorEmail: 'other-admin@example.test',
  target: { type: 'sheet', id: 'sheet-id', label: 'Google Sheet sheet-id' },
  details: { conditions: 3 },
};

beforeEach(() => {
  firestore.state.queries = [];
  store([]);
});

function renderLog() {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuditLogView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

const bodyRows = async () => within((await screen.findAllByRole('rowgroup'))[1]!).getAllByRole('row');

describe('audit log', () => {
  it('lists who did what and when, newest first, in Sydney time', async () => {
    store([approval, sync]);
    renderLog();
    const [first, second] = await bodyRows();
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '22 Nov 2026, 3:05:09 pm',
      'admin@example.test',
      'Practitioner status changed',
      'Jane Citizen <jane@example.test>',
      'pending → approved',
    ]);
    expect(within(second!).getByText('Medication database synced')).toBeVisible();
    expect(firestore.state.queries[0]!.collection).toBe(ADMIN_COLLECTIONS.auditLog);
  });

  it('is read-only: no entry can be edited or deleted', async () => {
    store([approval, sync]);
    renderLog();
    for (const row of await bodyRows()) {
      expect(within(row).queryAllByRole('button')).toEqual([]);
      expect(within(row).queryAllByRole('textbox')).toEqual([]);
    }
  });

  it('says so when nothing has been recorded', async () => {
    renderLog();
    expect(await screen.findByText('No admin actions have been recorded yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows one action only when filtered', async () => {
    store([approval, sync]);
    const user = renderLog();
    await bodyRows();
    await user.selectOptions(screen.getByLabelText('Action'), 'Medication database synced');
    await screen.findByText('other-admin@example.test');
    expect(screen.queryByText('admin@example.test')).toBeNull();
  });

  // Text queries, not role queries: jsdom's role lookups over a hundred rows are slow.
  it('loads the next hundred entries after a full page, and offers no more at the end', async () => {
    store(Array.from({ length: AUDIT_PAGE_SIZE + 1 }, (_, index) => ({ ...approval, actorEmail: `admin-${index}@example.test` })));
    const user = renderLog();
    expect(await screen.findByText(`admin-${AUDIT_PAGE_SIZE - 1}@example.test`)).toBeVisible();
    expect(screen.queryByText(`admin-${AUDIT_PAGE_SIZE}@example.test`)).toBeNull();

    await user.click(screen.getByText('Load more'));
    expect(await screen.findByText(`admin-${AUDIT_PAGE_SIZE}@example.test`)).toBeVisible();
    expect(screen.getAllByText(/^admin-\d+@example\.test$/)).toHaveLength(AUDIT_PAGE_SIZE + 1);
    expect(screen.queryByText('Load more')).toBeNull();
  });

  it('shows entries recorded since it opened after Refresh', async () => {
    store([sync]);
    const user = renderLog();
    expect(await bodyRows()).toHaveLength(1);
    store([approval, sync]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Jane Citizen <jane@example.test>')).toBeVisible();
  });

  it('explains an entry it cannot read instead of showing a partial log', async () => {
    firestore.state.stored = [{ id: 'broken', data: () => ({ action: AUDIT_ACTIONS.userDelete }) }];
    renderLog();
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded: Audit entry broken could not be read.');
  });
});
