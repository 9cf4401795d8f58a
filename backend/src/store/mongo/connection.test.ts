import { describe, expect, it } from 'vitest';
import { connectWithRetry, describeHosts } from './connection';

describe('mongo connection', () => {
  it('when a URI carries credentials and options, then only the hosts are described', () => {
    expect(describeHosts('mongodb://shop:s3cret@db1:27017,db2:27018/shop?replicaSet=rs0')).toBe(
      'db1:27017,db2:27018',
    );
    expect(describeHosts('mongodb+srv://shop:s3cret@cluster0.example.net/shop')).toBe('cluster0.example.net');
    expect(describeHosts('mongodb://localhost')).toBe('localhost');
  });

  it('when no server answers, then every attempt fails and the error names the host but no password', async () => {
    const attempt = connectWithRetry({
      uri: 'mongodb://shop:s3cret@127.0.0.1:1/shop',
      attempts: 2,
      initialDelayMs: 10,
      serverSelectionTimeoutMS: 200,
    });
    const error = await attempt.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Cannot connect to MongoDB at 127\.0\.0\.1:1: /);
    expect((error as Error).message).not.toContain('s3cret');
  });

  it('when the URI is malformed, then it fails at once instead of retrying', async () => {
    const started = Date.now();
    await expect(
      connectWithRetry({ uri: 'http://shop:s3cret@db1/shop', attempts: 5, initialDelayMs: 1_000 }),
    ).rejects.toThrow(/^Cannot connect to MongoDB at db1: /);
    expect(Date.now() - started).toBeLessThan(900);
  });
});
