import { beforeEach, describe, expect, it, vi } from 'vitest';

const reads: string[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({ exists: () => true, data: () => ({ role: 'practitioner', status: 'approved' }) });

vi.mock('@/lib/firebase.ts', () => ({ getFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('firebase/firestore/lite', () => ({
  doc: (_db: unknown, collection: string, id: string) => `${collection}/${id}`,
  getDoc: (path: string) => {
    reads.push(path);
    return answer();
  },
}));

const { getUserRecord, getUserRecordToHandOn } = await import('./get-user-record.ts');

beforeEach(() => {
  reads.length = 0;
  answer = () => Promise.resolve({ exists: () => true, data: () => ({ role: 'practitioner', status: 'approved' }) });
});

describe("the user's record, read as the dashboard opens (decision 086)", () => {
  it('is read once when the session asks while the read ahead is under way', async () => {
    await Promise.all([getUserRecordToHandOn('u1'), getUserRecord('u1')]);
    expect(reads).toEqual(['users/u1']);
    await getUserRecord('u1');
    expect(reads).toEqual(['users/u1', 'users/u1']);
  });

  it("is handed to the session's first read after it answered, once; later reads go to Firestore", async () => {
    await getUserRecordToHandOn('u1');
    expect(await getUserRecord('u1')).toMatchObject({ role: 'practitioner' });
    expect(reads).toHaveLength(1);
    await getUserRecord('u1');
    expect(reads).toHaveLength(2);
  });

  it('is not handed to another user', async () => {
    await getUserRecordToHandOn('u1');
    await getUserRecord('u2');
    expect(reads).toEqual(['users/u1', 'users/u2']);
  });

  it('a read ahead that failed is not the session\u2019s answer: the session reads afresh', async () => {
    answer = () => Promise.reject(new Error('unavailable'));
    await expect(getUserRecordToHandOn('u1')).rejects.toThrow('unavailable');
    answer = () => Promise.resolve({ exists: () => false, data: () => undefined });
    expect(await getUserRecord('u1')).toBeNull();
    expect(reads).toEqual(['users/u1', 'users/u1']);
  });
});
