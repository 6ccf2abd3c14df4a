import { createServer } from 'node:net';

/** The Google Sheets API stand-in (sheets-standin/); functions/.env.local SHEETS_API_URL points at it. */
export const SHEETS_STANDIN_PORT = 9330;
/** The carrier stand-in (carrier-standin/, decision 060); the function's CARRIER_API_URL points at it on the emulators. */
export const CARRIER_STANDIN_PORT = 9331;
/** The Stripe Checkout stand-in (stripe-standin/, decision 079); the function's Stripe client points at it on the emulators. */
export const STRIPE_STANDIN_PORT = 9332;

/** Every port the local stack listens on (firebase.json "emulators", and the Sheets stand-in). */
export const STACK_PORTS: Record<string, number> = {
  'Hosting emulator (the site)': 5000,
  'Functions emulator': 5001,
  'Firestore emulator': 8080,
  'Firestore emulator websocket': 9150,
  'Auth emulator': 9099,
  'Storage emulator': 9199,
  'Emulator hub': 4400,
  'Emulator logging': 4500,
  'Google Sheets API stand-in': SHEETS_STANDIN_PORT,
  'Carrier stand-in': CARRIER_STANDIN_PORT,
  'Stripe stand-in': STRIPE_STANDIN_PORT,
};

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Names each busy port so the person starting the stack knows what to stop. */
export async function busyPorts(ports: Record<string, number> = STACK_PORTS): Promise<string[]> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isFree(port))) busy.push(`port ${port} (${name})`);
  }
  return busy;
}
