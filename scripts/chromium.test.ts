/** Which Chromium the browser tests drive (decision 102). */
import { describe, expect, it } from 'vitest';
import { testBrowserPath } from './chromium.ts';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
const installed = (...paths: string[]) => (path: string) => paths.includes(path);
const playwright = (...flags: string[]) => ['node', 'playwright', 'test', ...flags];

describe('the browser the tests drive', () => {
  it('is the headless shell for a headless run where it is installed', () => {
    expect(testBrowserPath(playwright('--project', 'chromium'), {}, installed(SHELL, FULL))).toBe(SHELL);
  });

  it('is the full browser for a run a person watches', () => {
    for (const flag of ['--headed', '--ui', '--ui-port=9323', '--debug']) {
      expect(testBrowserPath(playwright(flag), {}, installed(SHELL, FULL)), flag).toBe(FULL);
    }
    expect(testBrowserPath(playwright(), { PWDEBUG: '1' }, installed(SHELL, FULL))).toBe(FULL);
  });

  it('is the full browser where the shell is not installed', () => {
    expect(testBrowserPath(playwright(), {}, installed(FULL))).toBe(FULL);
  });

  it('is whatever CHROMIUM_PATH names, set by hand', () => {
    expect(testBrowserPath(playwright(), { CHROMIUM_PATH: '/opt/chrome/chrome' }, installed(SHELL))).toBe('/opt/chrome/chrome');
  });

  it('finds the shell where CHROMIUM_HEADLESS_SHELL_PATH says', () => {
    const elsewhere = '/opt/shell/headless_shell';
    expect(testBrowserPath(playwright(), { CHROMIUM_HEADLESS_SHELL_PATH: elsewhere }, installed(elsewhere))).toBe(elsewhere);
  });
});
