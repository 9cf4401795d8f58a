/**
 * The audit log on MongoDB. An entry's _id is its sequence number: of two appends racing for the
 * same number one inserts and the other, refused by the unique _id, chains to it and tries again.
 */
import type { AuditEntry } from '../../contract';
import { AUDIT_GENESIS, auditHash } from '../audit-chain';
import type { AuditQuery, AuditStore } from '../audit-contract';
import { isDuplicateKey, type Models } from './models';
import type { AuditDoc } from './staff-models';

const TRIES = 20;

export const toAuditEntry = ({ _id, at, ...rest }: AuditDoc): AuditEntry => ({
  seq: _id,
  at: at.toISOString(),
  ...rest,
});

function filterOf(query: AuditQuery) {
  return {
    ...(query.from || query.to
      ? { at: { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lt: query.to } : {}) } }
      : {}),
    ...(query.staffId ? { 'actor.id': query.staffId } : {}),
    ...(query.action ? { action: query.action } : {}),
  };
}

export function createMongoAuditStore({ AuditEntry: Audit }: Models): AuditStore {
  return {
    async append(input) {
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const [before] = await Audit.find({}, { _id: 1, hash: 1 })
          .sort({ _id: -1 })
          .limit(1)
          .lean<AuditDoc[]>();
        const unhashed = { ...input, seq: (before?._id ?? 0) + 1, prevHash: before?.hash ?? AUDIT_GENESIS };
        const entry: AuditEntry = { ...unhashed, hash: auditHash(unhashed) };
        try {
          const { seq, ...rest } = entry;
          await Audit.create({ ...rest, _id: seq, at: new Date(entry.at) });
          return entry;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      throw new Error('The audit log could not be appended to: too many appends at once.');
    },
    async list(query) {
      const filter = filterOf(query);
      const [docs, total] = await Promise.all([
        Audit.find(filter).sort({ _id: -1 }).skip(query.offset).limit(query.limit).lean<AuditDoc[]>(),
        Audit.countDocuments(filter),
      ]);
      return { entries: docs.map(toAuditEntry), total };
    },
    async chain(afterSeq, limit) {
      const docs = await Audit.find({ _id: { $gt: afterSeq } })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<AuditDoc[]>();
      return docs.map(toAuditEntry);
    },
  };
}
