import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_FUNCTION_NAME, REGION, UPLOAD_API_PATHS, UPLOADS_FUNCTION_NAME, functionServing } from '@pharmacy/shared';
import { ROOT } from '../local-tools.ts';

interface Rewrite {
  source?: string;
  regex?: string;
  function?: { functionId: string; region: string };
}

const rewrites = (JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { rewrites: Rewrite[] } }).hosting.rewrites;

/** Hosting uses the first rewrite that matches; these sources are exact paths or /api/**. */
function functionFor(path: string): Rewrite['function'] {
  return rewrites.find((rewrite) => rewrite.source === path || (rewrite.source === '/api/**' && path.startsWith('/api/')))?.function;
}

describe("firebase.json's Hosting rewrites (decision 021)", () => {
  it.each(UPLOAD_API_PATHS)('send %s to the uploads function, ahead of /api/**', (path) => {
    expect(functionServing(path)).toBe(UPLOADS_FUNCTION_NAME);
    expect(functionFor(path)).toEqual({ functionId: UPLOADS_FUNCTION_NAME, region: REGION });
  });

  it.each(['/api/health', '/api/enquiry-state', '/api/enquiry-attachments/x', '/api/order-status', '/api/order-message-files/x/y'])('send %s to the api function', (path) => {
    expect(functionServing(path)).toBe(API_FUNCTION_NAME);
    expect(functionFor(path)).toEqual({ functionId: API_FUNCTION_NAME, region: REGION });
  });
});
