import type { SecretStore } from '../store';
import type { Models, SecretDoc } from './models';

export function createMongoSecretStore({ Secret }: Models): SecretStore {
  return {
    async getOrCreate(name, create) {
      // $setOnInsert: of two instances starting at once, the first insert wins and both read it.
      const doc = await Secret.findOneAndUpdate(
        { _id: name },
        { $setOnInsert: { value: create(), createdAt: new Date() } },
        { upsert: true, new: true },
      ).lean<SecretDoc>();
      return doc!.value;
    },
  };
}
