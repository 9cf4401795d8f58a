import type { Connection } from 'mongoose';
import type { Store } from '../store';
import { createMongoAdminStore } from './admins';
import { createMongoBackInStockStore } from './back-in-stock';
import { createMongoBookStore } from './books';
import { connectWithRetry, type ConnectOptions } from './connection';
import { createMongoCounterDayStore } from './counter-days';
import { createMongoImageStore } from './images';
import { createMongoKitStore } from './kits';
import { createModels, ensureIndexes } from './models';
import { createMongoOrderStore } from './orders';
import { createMongoOutbox } from './outbox';
import { createMongoPrintStore } from './print';
import { createMongoRateLimitStore } from './rate-limits';
import { createMongoSalesStore } from './sales';
import { createMongoSecretStore } from './secrets';
import { createMongoStaffStore } from './staff';
import { createMongoCustomerStore } from './customers';
import { createMongoSupplierStore } from './suppliers';
import { createMongoPurchaseStore } from './purchases';
import { createMongoPurchaseOrderStore } from './purchase-orders';
import { createMongoAccountStore } from './accounts';
import { createMongoAuditStore } from './audit';
import { createMongoStatsStore } from './stats';
import { createMongoInvoiceStore } from './invoices';
import { createMongoTaxSettingsStore } from './tax-settings';
import { detectTransactions, type Transactions } from './transactions';
import { createMongoTransact, createMongoTx } from './unit-of-work';
import { upgradeDocuments } from './upgrades';

export type MongoStoreOptions = ConnectOptions;

export async function createMongoStore(options: MongoStoreOptions): Promise<Store> {
  const connection = await connectWithRetry(options);
  const models = createModels(connection);
  let transactions: Transactions;
  try {
    await ensureIndexes(models);
    await upgradeDocuments(models);
    transactions = await detectTransactions(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const transact = createMongoTransact(transactions, (unit) => createMongoTx(models, unit));
  return {
    kind: 'mongo',
    transact,
    books: createMongoBookStore(models, transactions),
    orders: createMongoOrderStore(models, transact),
    sales: createMongoSalesStore(models, transact),
    admins: createMongoAdminStore(models),
    images: createMongoImageStore(connection),
    stats: createMongoStatsStore(models),
    rateLimits: createMongoRateLimitStore(models),
    secrets: createMongoSecretStore(models),
    outbox: createMongoOutbox(models),
    print: createMongoPrintStore(connection, models),
    backInStock: createMongoBackInStockStore(models, transactions),
    taxSettings: createMongoTaxSettingsStore(models),
    invoices: createMongoInvoiceStore(models),
    counterDays: createMongoCounterDayStore(models),
    kits: createMongoKitStore(models, transactions),
    staff: createMongoStaffStore(models),
    customers: createMongoCustomerStore(models),
    suppliers: createMongoSupplierStore(models),
    purchases: createMongoPurchaseStore(models, transact),
    purchaseOrders: createMongoPurchaseOrderStore(models, transact),
    accounts: createMongoAccountStore(models, transact),
    audit: createMongoAuditStore(models),
    async ping() {
      await database(connection).admin().ping();
    },
    async close() {
      await connection.close();
    },
  };
}

const database = (connection: Connection) => {
  if (!connection.db) throw new Error('MongoDB connection is not open');
  return connection.db;
};
