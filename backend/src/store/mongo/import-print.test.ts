import type { Connection } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import type { SnapshotPrintJob } from '../snapshot';
import { copyPrintJobs } from './import';
import type { Models } from './models';

// GridFS needs a server, which the tests here do not have: the upload is stood in for.
const uploads: { jobId: string; bytes: Buffer }[] = [];
vi.mock('./print', () => ({
  uploadPrintFile: vi.fn(async (_connection: unknown, jobId: string, bytes: Buffer) => {
    uploads.push({ jobId, bytes });
    return `file-of-${jobId}`;
  }),
}));

const job = (id: string, hasFile: boolean): SnapshotPrintJob => ({
  id,
  customerUid: 'uid-1',
  fileName: `${id}.pdf`,
  pages: 7,
  bytes: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
  orderId: null,
  hasFile,
});

/** A printjobs collection as plain objects, answering the calls the import makes. */
function fakePrintJobs(existing: { _id: string; fileId: string | null }[]) {
  const docs = new Map(existing.map((doc) => [doc._id, { ...doc } as Record<string, unknown>]));
  const PrintJob = {
    find: () => ({ lean: async () => [...docs.values()] }),
    updateOne: async (
      filter: { _id: string },
      update: { $set: Record<string, unknown>; $setOnInsert?: Record<string, unknown> },
    ) => {
      const current = docs.get(filter._id);
      docs.set(
        filter._id,
        current ? { ...current, ...update.$set } : { ...update.$setOnInsert, ...update.$set },
      );
    },
  };
  return { models: { PrintJob } as unknown as Pick<Models, 'PrintJob'>, docs };
}

describe('copying print jobs into MongoDB', () => {
  it('when jobs are copied, then each file is uploaded once, a rerun uploads none again, and a swept file stays absent', async () => {
    uploads.length = 0;
    const source = {
      printJobs: [job('a'.repeat(24), true), job('b'.repeat(24), false)],
      printFiles: () => [{ jobId: 'a'.repeat(24), bytes: Buffer.from('%PDF') }],
    };
    const { models, docs } = fakePrintJobs([]);
    const connection = {} as Connection;

    expect(await copyPrintJobs(connection, models, source)).toEqual({ total: 2, added: 2 });
    expect(uploads.map((upload) => upload.jobId)).toEqual(['a'.repeat(24)]);
    expect(docs.get('a'.repeat(24))).toMatchObject({
      fileName: `${'a'.repeat(24)}.pdf`,
      fileId: `file-of-${'a'.repeat(24)}`,
    });
    expect(docs.get('b'.repeat(24))).toMatchObject({
      fileId: null,
      createdAt: new Date('2026-11-20T10:00:00.000Z'),
    });

    expect(await copyPrintJobs(connection, models, source)).toEqual({ total: 2, added: 0 });
    expect(uploads).toHaveLength(1);
    expect(docs.get('a'.repeat(24))!.fileId).toBe(`file-of-${'a'.repeat(24)}`);
  });
});
