import { describe, expect, it, vi } from 'vitest';
import { withConnectionRetry } from './connection-retry.ts';

const lost = (code: string) => Object.assign(new Error(`request failed, reason: write ${code}`), { code });

describe('withConnectionRetry', () => {
  it('tries once more when the connection was lost, and answers with that try', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(lost('EPIPE')).mockResolvedValueOnce('saved');
    await expect(withConnectionRetry(attempt)).resolves.toBe('saved');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('tries only once more', async () => {
    const attempt = vi.fn().mockRejectedValue(lost('ECONNRESET'));
    await expect(withConnectionRetry(attempt)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not repeat what the server answered, such as a refusal', async () => {
    const attempt = vi.fn().mockRejectedValue(Object.assign(new Error('Precondition failed'), { code: 412 }));
    await expect(withConnectionRetry(attempt)).rejects.toMatchObject({ code: 412 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('can retry differently (e.g. check what the lost try left behind)', async () => {
    const retry = vi.fn().mockResolvedValue('exists');
    await expect(withConnectionRetry(() => Promise.reject(lost('EPIPE')), retry)).resolves.toBe('exists');
    expect(retry).toHaveBeenCalledOnce();
  });
});
