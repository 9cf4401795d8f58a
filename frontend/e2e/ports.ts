import net from 'node:net';
import { DEV_PAIR, E2E_EMULATOR_PORT, E2E_LARGE_PORT, E2E_PORT } from './environment';

/**
 * Every port the browser suite listens on: its shop, its Auth emulator (with the hub and logging
 * ports above it), the large shop and the developer's pair.
 */
export const E2E_PORTS = [
  E2E_PORT,
  E2E_EMULATOR_PORT,
  E2E_EMULATOR_PORT + 1,
  E2E_EMULATOR_PORT + 2,
  E2E_LARGE_PORT,
  DEV_PAIR.apiPort,
  DEV_PAIR.storefrontPort,
  DEV_PAIR.emulatorPort,
  DEV_PAIR.emulatorPort + 1,
  DEV_PAIR.emulatorPort + 2,
];

/** Whether something already listens on `port` of 127.0.0.1, where the suite's servers listen. */
function taken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/**
 * The one line that says which of `ports` a server this run did not start holds, or null when all
 * are free. A server left by a killed run answers like ours but holds another build and database,
 * so the tests would pass or fail against the wrong shop.
 */
export async function portsTakenMessage(ports: number[]): Promise<string | null> {
  const held = (await Promise.all(ports.map(async (port) => ((await taken(port)) ? port : null)))).filter(
    (port) => port !== null,
  );
  if (held.length === 0) return null;
  const list = held.join(', ');
  return (
    `The browser tests need port${held.length > 1 ? 's' : ''} ${list}, but a server they did not start ` +
    `listens there (one left by a killed run?): stop it (ss -ltnp shows its pid) or set E2E_PORT_OFFSET.`
  );
}
