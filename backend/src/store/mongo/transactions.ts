import type { ClientSession, Connection } from 'mongoose';

/**
 * Multi-document transactions where the deployment has them (a replica set or a sharded cluster);
 * a standalone server has none, and the work runs without a session, each write on its own.
 * docs/decisions/0006 says which guarantee holds where.
 */
export interface Transactions {
  readonly supported: boolean;
  /** Runs `work` in one transaction when supported; it may be run again on a transient error. */
  run<T>(work: (session: ClientSession | undefined) => Promise<T>): Promise<T>;
}

export async function detectTransactions(connection: Connection): Promise<Transactions> {
  if (!connection.db) throw new Error('MongoDB connection is not open');
  const hello = await connection.db.admin().command({ hello: 1 });
  const supported = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
  return {
    supported,
    run: (work) => (supported ? connection.transaction((session) => work(session)) : work(undefined)),
  };
}
