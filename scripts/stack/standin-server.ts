/**
 * The HTTP server under each stand-in for an outside service (the Sheets API, the carrier):
 * one listener on 127.0.0.1, a handler whose throw is a 500 naming the error, and a close
 * that does not wait for the function's kept-alive connections to idle out.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ListeningStandIn {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

/** Listens on `port` (0 for any free one) and answers each request with `handle`. */
export function listenStandIn(port: number, handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<ListeningStandIn> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => {
      const { port: listening } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${listening}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // The function's client keeps connections alive; don't wait for them to idle out.
            server.closeAllConnections();
          }),
      });
    });
  });
}
