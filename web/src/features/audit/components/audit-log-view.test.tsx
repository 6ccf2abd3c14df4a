import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_COLLECTIONS, AUDIT_ACTIONS, type AuditEntry } from '@pharmacy/shared';
import { AUDIT_PAGE_SIZE } from '../api/get-audit-log.ts';
import { AuditLogView } from './audit-log-view.tsx';
import { WhoHasSeen } from './who-has-seen.tsx';
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
    | { kind: 'where'; field: string; op: string; value: unknown }
    | { kind: 'orderBy' }
    | { kind: 'startAfter'; doc: StoredDoc }
    | { kind: 'limit'; count: number };
  const state = { stored: [] as StoredDoc[], users: [] as StoredDoc[], queries: [] as { collection: string; constraints: Constraint[] }[] };
  const matches = (doc: StoredDoc, { field, op, value }: { field: string; op: string; value: unknown }) => {
    const stored = doc.data()[field];
    if (op === 'array-contains') return Array.isArray(stored) && stored.includes(value);
    if (op === 'array-contains-any') return Array.isArray(stored) && (value as unknown[]).some((each) => stored.includes(each));
    return stored === value;
  };
  function matching(constraints: Constraint[]): StoredDoc[] {
    let docs = state.stored;
    for (const constraint of constraints) {
      if (constraint.kind === 'where') docs = docs.filter((doc) => matches(doc, constraint));
      if (constraint.kind === 'startAfter') docs = docs.slice(docs.indexOf(constraint.doc) + 1);
      if (constraint.kind === 'limit') docs = docs.slice(0, constraint.count);
    }
    return docs;
  }
  return {
    state,
    Timestamp,
    collection: (_db: unknown, name: string) => name,
    where: (field: string, op: string, value: unknown): Constraint => ({ kind: 'where', field, op, value }),
    orderBy: (): Constraint => ({ kind: 'orderBy' }),
    startAfter: (doc: StoredDoc): Constraint => ({ kind: 'startAfter', doc }),
    limit: (count: number): Constraint => ({ kind: 'limit', count }),
    query: (collection: string, ...constraints: Constraint[]) => ({ collection, constraints }),
    getDocs: (query: { collection: string; constraints: Constraint[] }) => {
      state.queries.push(query);
      if (query.collection === 'users') return Promise.resolve({ docs: state.users });
      return Promise.resolve({ docs: matching(query.constraints) });
    },
    getCount: (query: { collection: string; constraints: Constraint[] }) =>
      Promise.resolve({ data: () => ({ count: matching(query.constraints.filter((constraint) => constraint.kind === 'where')).length }) }),
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

/** Two admins looked at Jane's order; one also at an order for Jane and Omar. */
const janeLook: StoredEntry = {
  ...approval,
  action: AUDIT_ACTIONS.accessOrder,
  at: new Date('2026-11-26T23:00:00Z'),
  target: { type: 'order', id: 'HC-261127-K7QX', label: 'HC-261127-K7QX Alice Nguyen' },
  patientIds: ['p-jane'],
  details: { patients: 'Jane Citizen' },
};
const bothLook: StoredEntry = {
  ...janeLook,
  action: AUDIT_ACTIONS.accessWorksheet,
  at: new Date('2026-11-26T22:00:00Z'),
  actorUid: 'other-admin-uid',
  actorEmail: 'other-admin@example.test',
  target: { type: 'order', id: 'HC-261126-ZZZZ', label: 'HC-261126-ZZZZ Bo Chen' },
  patientIds: ['p-omar', 'p-jane'],
  details: { patients: "Omar O'Neil; Jane Citizen" },
};
const omarOnly: StoredEntry = { ...janeLook, at: new Date('2026-11-26T21:00:00Z'), patientIds: ['p-omar'], details: { patients: "Omar O'Neil" } };

beforeEach(() => {
  firestore.state.queries = [];
  firestore.state.users = [];
  store([]);
});

function renderLog(address = '/admin?view=audit-log') {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
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
    expect(firestore.state.queries.map((query) => query.collection)).toContain(ADMIN_COLLECTIONS.auditLog);
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

  it('shows one admin’s entries when filtered by admin', async () => {
    firestore.state.users = [
      { id: 'admin-uid', data: () => ({ role: 'admin', email: 'admin@example.test' }) },
      { id: 'other-admin-uid', data: () => ({ role: 'admin', email: 'other-admin@example.test' }) },
    ];
    store([janeLook, bothLook, omarOnly]);
    const user = renderLog();
    await bodyRows();
    await user.selectOptions(await screen.findByLabelText('Admin'), 'other-admin@example.test');
    await vi.waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(within((await bodyRows())[0]!).getByText('Worksheet opened')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 entry.');
  });

  it('shows the entries about one patient, named from the entries, from a link', async () => {
    store([janeLook, bothLook, omarOnly, approval]);
    renderLog('/admin?view=audit-log&patient=p-jane');
    expect(await bodyRows()).toHaveLength(2);
    expect(screen.getByText(/Entries about/)).toHaveTextContent('Entries about Jane Citizen.');
    expect(screen.queryByText('Jane Citizen <jane@example.test>')).toBeNull();
  });

  it('names a patient it has no entry about by id, and notes a patient address it cannot read', async () => {
    store([janeLook]);
    renderLog('/admin?view=audit-log&patient=p-nobody');
    expect(await screen.findByText('No entries match these filters.')).toBeVisible();
    expect(screen.getByText(/Entries about/)).toHaveTextContent('Entries about patient p-nobody.');
  });
});

describe('who has seen this patient', () => {
  function renderPanel(patientIds: string[], name: string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <WhoHasSeen patientIds={patientIds} name={name} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return screen.getByRole('region', { name: `Who has seen ${name}` });
  }

  it('lists who opened what of the patient’s, newest first, and links to every entry about her', async () => {
    store([janeLook, bothLook, omarOnly, approval]);
    const panel = renderPanel(['p-jane'], 'Jane Citizen');
    await vi.waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'admin@example.test · Order opened · 27 Nov 2026, 10:00:00 am',
      'other-admin@example.test · Worksheet opened · 27 Nov 2026, 9:00:00 am',
    ]);
    expect(within(panel).getByRole('link', { name: 'Every audit entry about Jane Citizen' })).toHaveAttribute(
      'href',
      '/admin?view=audit-log&patient=p-jane',
    );
  });

  it('finds the entries naming any of one person’s patient records', async () => {
    store([janeLook, bothLook, omarOnly]);
    const panel = renderPanel(['p-jane', 'p-omar'], 'Jane Citizen');
    await vi.waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(within(panel).getByRole('link')).toHaveAttribute('href', '/admin?view=audit-log&patient=p-jane%2Cp-omar');
  });

  it('says so when nobody has opened anything of theirs', async () => {
    store([approval]);
    const panel = renderPanel(['p-jane'], 'Jane Citizen');
    expect(await within(panel).findByText('No admin has opened anything of Jane Citizen’s yet.')).toBeVisible();
  });
});
