import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './storage-s3';

/** Two pages of a ListObjectsV2 answer, as an S3-compatible store sends them. */
function listPage(prefix: string, token: string | null) {
  const first = token === null;
  const contents = first
    ? [
        ['check-ins/2026/11/a.jpg', '2026-11-20T01:02:03.000Z'],
        ['check-ins/2026/11/a-thumb.jpg', '2026-11-20T01:02:03.000Z'],
      ]
    : [['check-ins/2026/12/b.jpg', '2026-12-01T00:00:00.000Z']];
  return `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Name>cic-files</Name><Prefix>${prefix}</Prefix><KeyCount>${contents.length}</KeyCount><MaxKeys>1000</MaxKeys>
  <IsTruncated>${first}</IsTruncated>${first ? '<NextContinuationToken>page-2</NextContinuationToken>' : ''}
  ${contents
    .map(
      ([key, at]) => `<Contents><Key>${key}</Key><LastModified>${at}</LastModified><Size>3</Size></Contents>`,
    )
    .join('')}
</ListBucketResult>`;
}

describe('S3 storage listing (against a local fake S3)', () => {
  let server: Server;
  let storage: S3Storage;
  const requests: URL[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      requests.push(url);
      response.setHeader('content-type', 'application/xml');
      response.end(
        listPage(url.searchParams.get('prefix') ?? '', url.searchParams.get('continuation-token')),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'cic-files',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIAFAKE',
      secretAccessKey: 'fake-secret',
    });
  });

  afterAll(async () => {
    storage.client.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('follows continuation tokens and gives each key with its last-modified time', async () => {
    const files = [];
    for await (const file of storage.list('check-ins/')) files.push(file);
    expect(files).toEqual([
      { key: 'check-ins/2026/11/a.jpg', modifiedAt: new Date('2026-11-20T01:02:03.000Z') },
      { key: 'check-ins/2026/11/a-thumb.jpg', modifiedAt: new Date('2026-11-20T01:02:03.000Z') },
      { key: 'check-ins/2026/12/b.jpg', modifiedAt: new Date('2026-12-01T00:00:00.000Z') },
    ]);
    expect(
      requests.map((url) => [
        url.pathname,
        url.searchParams.get('list-type'),
        url.searchParams.get('prefix'),
      ]),
    ).toEqual([
      ['/cic-files/', '2', 'check-ins/'],
      ['/cic-files/', '2', 'check-ins/'],
    ]);
    expect(requests[1]?.searchParams.get('continuation-token')).toBe('page-2');
  });

  it('has nothing to sweep: an S3 put is all or nothing', async () => {
    expect(await storage.sweepUnfinishedWrites()).toBe(0);
  });
});
