/**
 * The Stripe client (decision 079): Stripe's official `stripe` package, with the configured
 * key; on the emulators its host, port and protocol point at the local stand-in
 * (scripts/stack/stripe-standin), which answers the Checkout Session calls as Stripe would.
 * Built once per key and stand-in, as the carrier client is. The package is loaded with the
 * first card payment or webhook (decision 100), not with every function's start.
 */
import type Stripe from 'stripe';
import { onFirstUse } from '../on-first-use.ts';
import type { AppConfig, StripeSettings } from '../config.ts';

const loadStripe = onFirstUse(() => import('stripe'));

let cached: { key: string; client: Stripe } | undefined;

/** How long one call to Stripe may take before the patient is told to try again. */
const STRIPE_TIMEOUT_MS = 15_000;

export async function stripeClientOf(settings: StripeSettings): Promise<Stripe> {
  const key = `${settings.secretKey} ${settings.standIn ? `${settings.standIn.protocol}://${settings.standIn.host}:${settings.standIn.port}` : ''}`;
  if (cached?.key === key) return cached.client;
  const { default: StripeClient } = await loadStripe();
  const client = new StripeClient(settings.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(settings.standIn ? { host: settings.standIn.host, port: settings.standIn.port, protocol: settings.standIn.protocol } : {}),
  });
  cached = { key, client };
  return client;
}

/** The client of the configured account, or null when card payments are off. */
export async function stripeFromConfig(config: Pick<AppConfig, 'stripe'>): Promise<Stripe | null> {
  return config.stripe ? stripeClientOf(config.stripe) : null;
}
