import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { mapError } from './http/errors.ts';
import { parseStored } from './stored-document.ts';

const Schema = z.object({ name: z.string(), mail: z.object({ status: z.enum(['sent', 'failed']) }) });

describe('parseStored', () => {
  it('returns the parsed document', () => {
    expect(parseStored(Schema, { name: 'a', mail: { status: 'sent' }, extra: 1 }, 'things/a')).toEqual({
      name: 'a',
      mail: { status: 'sent' },
    });
  });

  it('turns a mismatch into a plain Error naming the document and the fields, so it is a server error', () => {
    let caught: unknown;
    try {
      parseStored(Schema, { name: 42, mail: { status: 'lost' } }, 'things/a');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect(caught).not.toBeInstanceOf(ZodError);
    expect((caught as Error).message).toBe('things/a does not match its schema (name, mail.status)');
    expect(mapError(caught).status).toBe(500);
  });
});
