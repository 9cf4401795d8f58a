import mongoose, { type Connection } from 'mongoose';

export interface ConnectOptions {
  uri: string;
  /** Overrides the database named in the URI (tests use a fresh one each). */
  dbName?: string;
  attempts?: number;
  /** Wait before the second attempt; doubles after each failure. */
  initialDelayMs?: number;
  /** How long one attempt looks for a server. */
  serverSelectionTimeoutMS?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** host[:port][,host…] of a MongoDB URI, without scheme, user or password, for error messages. */
export function describeHosts(uri: string): string {
  const authority = uri.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#]/, 1)[0] ?? '';
  return authority.slice(authority.lastIndexOf('@') + 1) || '(no host)';
}

const isUnusableUri = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'MongoParseError' || error.name === 'MongoAPIError');

/**
 * The database may start after the API (containers, a restarting replica set), so the first
 * connection is retried with exponential back-off before startup gives up.
 */
export async function connectWithRetry(options: ConnectOptions): Promise<Connection> {
  const attempts = options.attempts ?? 5;
  let delay = options.initialDelayMs ?? 500;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let connection: Connection | undefined;
    try {
      connection = mongoose.createConnection(options.uri, {
        dbName: options.dbName,
        serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5_000,
      });
      return await connection.asPromise();
    } catch (error) {
      lastError = error;
      await connection?.close().catch(() => undefined);
      if (isUnusableUri(error)) break;
    }
    if (attempt < attempts) await sleep(delay);
    delay *= 2;
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(`Cannot connect to MongoDB at ${describeHosts(options.uri)}: ${reason}`, {
    cause: lastError,
  });
}
