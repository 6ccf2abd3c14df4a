import type { AppConfig } from '../config.ts';
import { createAusPostClient } from './auspost-client.ts';
import type { CarrierClient } from './carrier.ts';

let cached: { key: string; client: CarrierClient } | undefined;

/** The carrier client of the configured account (the stand-in on the emulators), or null when none is configured. */
export function carrierFromConfig(config: Pick<AppConfig, 'carrier'>): CarrierClient | null {
  const settings = config.carrier;
  if (!settings) return null;
  const key = `${settings.baseUrl} ${settings.accountNumber}`;
  if (cached?.key !== key) cached = { key, client: createAusPostClient(settings) };
  return cached.client;
}
