/**
 * Runs the carrier stand-in on its own until Ctrl-C:
 *   npx tsx scripts/stack/carrier-standin/cli.ts
 * startStack runs it in-process; this is for a stack started without it.
 */
import { CARRIER_STANDIN_PORT } from '../ports.ts';
import { STANDIN_ACCOUNT_NUMBER, startCarrierStandIn } from './server.ts';

const standIn = await startCarrierStandIn({ port: CARRIER_STANDIN_PORT });
console.log(`Carrier stand-in (Australia Post Shipping and Tracking API) on ${standIn.url}, account ${STANDIN_ACCOUNT_NUMBER}. Ctrl-C stops it.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
