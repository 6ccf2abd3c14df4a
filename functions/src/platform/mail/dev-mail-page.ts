/** The self-contained HTML page of GET /dev/mail: captured e-mails for people. */
import { LOCALE, TIME_ZONE, type OutboxMessage } from '@pharmacy/shared';
import { formatSize } from '../format-size.ts';
import { renderDevPage } from '../dev/dev-page.ts';
import { escapeHtml } from './mail-html.ts';

const sydneyTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'medium',
});

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : sydneyTime.format(date);
}

function renderMessage(message: OutboxMessage): string {
  const e = escapeHtml;
  const attachments = message.attachments
    .map((a) => `<li>${e(a.filename)} (${e(a.contentType)}, ${formatSize(a.size)})</li>`)
    .join('');
  // srcdoc takes an escaped attribute value; sandbox="" runs no script and gives
  // the body an opaque origin, so a captured e-mail cannot reach this page.
  const html = message.html
    ? `<iframe title="HTML body" sandbox="" srcdoc="${e(message.html)}"></iframe>`
    : '';
  return `<article>
<h2>${e(message.subject)}</h2>
<dl>
<dt>Time</dt><dd><time datetime="${e(message.createdAt)}">${e(formatTime(message.createdAt))}</time></dd>
<dt>To</dt><dd>${e(message.to.join(', '))}</dd>
<dt>From</dt><dd>${e(message.from)}</dd>
${message.replyTo ? `<dt>Reply-To</dt><dd>${e(message.replyTo)}</dd>` : ''}
</dl>
<pre>${e(message.text)}</pre>
${html}
${attachments ? `<h3>Attachments</h3><ul>${attachments}</ul>` : ''}
</article>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1b}
article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}
h2{margin:0 0 .5rem;font-size:1.15rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;border-radius:4px}
iframe{width:100%;height:24rem;border:1px solid #ddd}`;

export function renderMailPage(messages: OutboxMessage[]): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No e-mails captured yet.</p>';
  return renderDevPage({
    title: 'Local mail outbox',
    style: STYLE,
    intro: `E-mails captured on the emulators instead of being sent (newest first, ${messages.length} shown).`,
    body,
  });
}
