import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@pharmacy/shared';
import { renderMailPage } from './dev-mail-page.ts';

const hostile: OutboxMessage = {
  id: 'm1',
  to: ['<b>x</b>@example.com'],
  from: 'no-reply@harbourside-compounding.com.au',
  replyTo: null,
  subject: '<script>alert(1)</script>',
  text: 'Tom & Jerry <img src=x onerror=alert(1)>',
  html: '<p onclick="alert(1)">Hi "there"</p>',
  attachments: [{ filename: 'script<1>.pdf', size: 2048, contentType: 'application/pdf' }],
  createdAt: '2026-03-01T23:30:00.000Z',
};

describe('renderMailPage', () => {
  const page = renderMailPage([hostile]);

  it('escapes every captured field', () => {
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Tom &amp; Jerry &lt;img');
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(page).toContain('script&lt;1&gt;.pdf (application/pdf, 2.0 KB)');
  });

  it('shows HTML bodies only inside a sandboxed iframe', () => {
    expect(page).toContain(
      '<iframe title="HTML body" sandbox="" srcdoc="&lt;p onclick=&quot;alert(1)&quot;&gt;Hi &quot;there&quot;&lt;/p&gt;">',
    );
  });

  it('shows the time in Sydney', () => {
    // 23:30 UTC on 1 March is 10:30 am on 2 March in Sydney (daylight saving).
    expect(page).toMatch(/2 March 2026.*10:30:00\s?am/i);
  });

  it('says so when nothing was captured', () => {
    expect(renderMailPage([])).toContain('No e-mails captured yet.');
  });
});
