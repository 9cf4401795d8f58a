import type { AdminStore } from '../store';
import { toAdmin, toAdminDoc, toUsernameKey } from './mapping';
import { newDocumentId, type AdminDoc, type Models } from './models';

export function createMongoAdminStore({ Admin }: Models): AdminStore {
  return {
    async findByUsername(username) {
      const doc = await Admin.findOne({ usernameKey: toUsernameKey(username) }).lean<AdminDoc>();
      return doc ? toAdmin(doc) : null;
    },
    async findById(id) {
      const doc = await Admin.findById(id).lean<AdminDoc>();
      return doc ? toAdmin(doc) : null;
    },
    async create(input) {
      const doc = toAdminDoc(newDocumentId(), input, new Date());
      await Admin.create(doc);
      return toAdmin(doc);
    },
  };
}
