/**
 * Emulator-only: GET /dev/sms, the text messages the Auth emulator "sent" for two-step
 * sign-in (its stand-in for an SMS provider), newest first, so a person at the local
 * stack can read the code their phone would have received. app.ts mounts it only on the
 * emulators; the codes come from the Auth emulator's own list.
 */
import { Router } from 'express';
import { LOCAL_PROJECT_ID } from '@pharmacy/shared';
import { escapeHtml } from '../mail/mail-html.ts';
import { renderDevPage } from './dev-page.ts';

export interface SentSms {
  phoneNumber: string;
  code: string;
}

/** What the Auth emulator lists at /emulator/v1/projects/{project}/verificationCodes, newest first. */
export async function listEmulatorSms(): Promise<SentSms[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) return [];
  const project = process.env.GCLOUD_PROJECT ?? LOCAL_PROJECT_ID;
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/verificationCodes`);
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status} for its verification codes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: SentSms[] };
  return verificationCodes.map(({ phoneNumber, code }) => ({ phoneNumber, code })).reverse();
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function renderSmsPage(messages: SentSms[]): string {
  const rows = messages
    .slice(0, 50)
    .map((m) => `<tr><td>${escapeHtml(m.phoneNumber)}</td><td><code>${escapeHtml(m.code)}</code></td></tr>`)
    .join('\n');
  return renderDevPage({
    title: 'Local text messages',
    style: 'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem .8rem;text-align:left}code{font-size:1.3rem}',
    intro: 'Two-step sign-in codes the Auth emulator would have texted, newest first. Reload after asking for a code.',
    body: rows
      ? `<table><thead><tr><th scope="col">To</th><th scope="col">Code</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No codes sent yet.</p>',
  });
}

export function devSmsRouter(list: () => Promise<SentSms[]> = listEmulatorSms): Router {
  const router = Router();
  router.get('/dev/sms', async (_req, res) => {
    res.set('Content-Security-Policy', PAGE_CSP).type('html').send(renderSmsPage(await list()));
  });
  return router;
}
