/**
 * The Stripe client (decision 079): Stripe's official `stripe` package, with the configured
 * key; on the emulators its host, port and protocol point at the local stand-in
 * (scripts/stack/stripe-standin), which answers the Checkout Session calls as Stripe would.
 * Built once per key and stand-in, as the carrier client is.
 */
import Stripe from 'stripe';
import type { AppConfig, StripeSettings } from '../config.ts';

let cached: { key: string; client: Stripe } | undefined;

/** How long one call to Stripe may take before the patient is told to try again. */
const STRIPE_TIMEOUT_MS = 15_000;

export function stripeClientOf(settings: StripeSettings): Stripe {
  const key = `${settings.secretKey} ${settings.standIn ? `${settings.standIn.protocol}://${settings.standIn.host}:${settings.standIn.port}` : ''}`;
  if (cached?.key === key) return cached.client;
  const client = new Stripe(settings.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(settings.standIn ? { host: settings.standIn.host, port: settings.standIn.port, protocol: settings.standIn.protocol } : {}),
  });
  cached = { key, client };
  return client;
}

/** The client of the configured account, or null when card payments are off. */
export function stripeFromConfig(config: Pick<AppConfig, 'stripe'>): Stripe | null {
  return config.stripe ? stripeClientOf(config.stripe) : null;
}
