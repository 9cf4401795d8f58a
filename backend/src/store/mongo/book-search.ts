/** A catalogue search on MongoDB: each term the start of a word, title matches first. */
import type { PipelineStage, QueryFilter } from 'mongoose';
import { searchTerms } from '../search-terms';
import type { BookQuery } from '../store';
import type { BookDoc } from './models';

export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function bookFilter(query: BookQuery): QueryFilter<BookDoc> {
  const filter: QueryFilter<BookDoc> = {};
  if (query.category) filter.category = query.category;
  if (query.trending !== undefined) filter.trending = query.trending;
  if (query.stockAtMost !== undefined) filter.stock = { $lte: query.stockAtMost };
  const terms = searchTerms(query.search);
  // Each term the start of one of the book's words (store/search-terms.ts); typed but wordless: none.
  if (terms.length) filter.$and = terms.map((term) => ({ searchWords: { $regex: `^${escapeRegex(term)}` } }));
  else if (query.search?.trim()) filter._id = { $in: [] };
  return filter;
}

/** True when every term starts a word of the title: such books come first in a best-match list. */
const titleHit = (terms: readonly string[]) => ({
  $allElementsTrue: [
    {
      $map: {
        input: terms,
        as: 'term',
        in: {
          $anyElementTrue: [
            {
              $map: {
                input: { $ifNull: ['$titleWords', []] },
                as: 'word',
                in: { $eq: [{ $indexOfCP: ['$$word', '$$term'] }, 0] },
              },
            },
          ],
        },
      },
    },
  ],
});

/** A search without a sort: title matches first, then newest. */
export function bestMatchPipeline(query: BookQuery): PipelineStage[] {
  const stages: PipelineStage[] = [
    { $match: bookFilter(query) },
    { $addFields: { titleHit: titleHit(searchTerms(query.search)) } },
    { $sort: { titleHit: -1, createdAt: -1, _id: -1 } },
  ];
  if (query.offset) stages.push({ $skip: query.offset });
  if (query.limit !== undefined) stages.push({ $limit: query.limit });
  stages.push({ $project: { titleHit: 0 } });
  return stages;
}
