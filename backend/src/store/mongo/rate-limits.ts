import type { RateLimitStore } from '../store';
import { isDuplicateKey, type Models, type RateLimitDoc } from './models';

/**
 * One pipeline update decides "new window or next hit" on the server, so concurrent hits on one
 * key never both start a window; a missing document compares below any date and starts one.
 */
const hitPipeline = (now: Date, windowMs: number) => {
  const open = { $gt: ['$resetAt', now] };
  return [
    {
      $set: {
        count: { $cond: [open, { $add: ['$count', 1] }, 1] },
        resetAt: { $cond: [open, '$resetAt', new Date(now.getTime() + windowMs)] },
      },
    },
  ];
};

export function createMongoRateLimitStore({ RateLimit }: Models): RateLimitStore {
  const hitOnce = (key: string, windowMs: number) =>
    RateLimit.findOneAndUpdate({ _id: key }, hitPipeline(new Date(), windowMs), {
      upsert: true,
      returnDocument: 'after',
      updatePipeline: true,
    }).lean<RateLimitDoc>();
  return {
    async hit(key, windowMs) {
      let doc: RateLimitDoc | null;
      try {
        doc = await hitOnce(key, windowMs);
      } catch (error) {
        // Two first hits may race to insert the key; the loser's retry finds the winner's window.
        if (!isDuplicateKey(error)) throw error;
        doc = await hitOnce(key, windowMs);
      }
      if (!doc) throw new Error(`Rate limit for ${key} was not stored`);
      return { count: doc.count, resetAt: doc.resetAt };
    },
    async undo(key) {
      await RateLimit.updateOne({ _id: key, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async reset(key) {
      await RateLimit.deleteOne({ _id: key });
    },
  };
}
