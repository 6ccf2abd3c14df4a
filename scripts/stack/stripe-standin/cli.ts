/**
 * Runs the Stripe stand-in on its own until Ctrl-C:
 *   npx tsx scripts/stack/stripe-standin/cli.ts
 * startStack runs it in-process; this is for a stack started without it.
 */
import { INVOICE_API_PATHS } from '@pharmacy/shared';
import { EMULATOR_STRIPE_WEBHOOK_SECRET } from '../../../functions/src/platform/config.ts';
import { STRIPE_STANDIN_PORT } from '../ports.ts';
import { SITE_URL } from '../start-stack.ts';
import { startStripeStandIn } from './server.ts';

const standIn = await startStripeStandIn({ port: STRIPE_STANDIN_PORT, webhookUrl: `${SITE_URL}${INVOICE_API_PATHS.stripeWebhook}`, webhookSecret: EMULATOR_STRIPE_WEBHOOK_SECRET });
console.log(`Stripe Checkout stand-in on ${standIn.url} (its sessions: ${standIn.url}/sessions). Ctrl-C stops it.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
