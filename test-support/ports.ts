import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Below this, ports are left to the system's own services. */
const LOWEST = 10_000;

/** The first port of the kernel's ephemeral range (Linux's default where it cannot be read). */
function ephemeralStart(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/** Binds `port` (0: any) on the loopback interface and lets it go; the port bound, or undefined when taken. */
function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not read the port the kernel assigned'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * A free TCP port on the loopback interface, for a server a test starts later. It is taken below the
 * kernel's ephemeral range: a port from there, let go, may be given to an outgoing connection of a
 * test running beside this one before the server binds it (EADDRINUSE). Only where that range leaves
 * too little room below it is the kernel asked for one.
 */
export async function freePort(): Promise<number> {
  const end = ephemeralStart();
  if (end - LOWEST >= 1_000) {
    for (let tries = 0; tries < 100; tries++) {
      const port = await tryPort(LOWEST + Math.floor(Math.random() * (end - LOWEST)));
      if (port !== undefined) return port;
    }
  }
  const port = await tryPort(0);
  if (port === undefined) throw new Error('no free port');
  return port;
}
