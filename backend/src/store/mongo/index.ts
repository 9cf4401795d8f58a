/** The MongoDB adapter, as the rest of the backend may use it. */
export { describeHosts } from './connection';
export { importIntoMongo, type Copied, type ImportReport, type ImportSource } from './import';
export { createMongoStore, type MongoStoreOptions } from './mongo-store';
