import { messageText } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild } from '../../../test/centre-day-fixture';
import { addFamily } from '../../../test/family-fixture';
import { canvasJpeg, phoneGpsTags, solidImage } from '../../../test/jpeg-bytes';
import { multipartBody } from '../../../test/multipart-body';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { deleteOrphanPhotos } from '../../jobs/orphan-photos';
import { createPurgeRepository } from '../../jobs/purge-repository';

const refusal = (code: string, messageCode: string, field: string) => ({
  code,
  messageCode,
  message: messageText(messageCode, 'en'),
  field,
});

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('photos and PDFs sent with messages (decision 112)', () => {
  let now = new Date('2026-03-11T02:00:00Z');
  let t: TestApp;
  let mother: { token: string; id: string };
  let neighbour: { token: string; id: string };
  let teacher: { token: string };
  let otherTeacher: { token: string };
  let aisyahId: string;
  let adamId: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    const bangsar = await addCentre(t.ctx, 'CIC Bangsar');
    mother = await signInAs(t.ctx, 'parent');
    neighbour = await signInAs(t.ctx, 'parent');
    teacher = await signInAs(t.ctx, 'teacher', { centreId: bangsar.id });
    otherTeacher = await signInAs(t.ctx, 'teacher', { centreId: bangsar.id });
    aisyahId = (
      await addChild(t.ctx, bangsar.id, 'Nur Aisyah', {
        familyId: await addFamily(t.ctx, 'Rahman', [mother.id]),
      })
    ).id;
    adamId = (
      await addChild(t.ctx, bangsar.id, 'Adam Tan', {
        familyId: await addFamily(t.ctx, 'Tan', [neighbour.id]),
      })
    ).id;
  });
  afterAll(() => t.close());

  async function upload(side: 'parent' | 'center', token: string, bytes: Buffer, name: string, type: string) {
    const body = await multipartBody({ fileName: name }, [{ field: 'file', bytes, type, name }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/${side}/messages/attachments`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }
  const uploaded = async (
    side: 'parent' | 'center',
    token: string,
    bytes: Buffer,
    name: string,
    type: string,
  ) => {
    const response = await upload(side, token, bytes, name, type);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; kind: string; fileName: string; sizeBytes: number };
  };
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers: bearer(token), payload });

  it('sends a photo without its metadata and a PDF with a message; the other side reads them by signed links', async () => {
    const gpsPhoto = await solidImage(800, 600).withExif({ IFD3: phoneGpsTags }).jpeg().toBuffer();
    const photo = await uploaded('parent', mother.token, gpsPhoto, 'rash.jpg', 'image/jpeg');
    expect(photo).toMatchObject({ kind: 'PHOTO', fileName: 'rash.jpg' });
    const letter = await uploaded('parent', mother.token, pdfBytes, 'Doctor letter.pdf', 'application/pdf');
    expect(letter).toMatchObject({ kind: 'PDF', fileName: 'Doctor letter.pdf', sizeBytes: pdfBytes.length });

    const started = await post('/parent/messages', mother.token, {
      childId: aisyahId,
      subject: 'Rash',
      body: 'A photo of the rash and the doctor’s letter.',
      attachmentIds: [photo.id, letter.id],
    });
    expect(started.statusCode, started.body).toBe(201);
    const threadId = started.json().data.id;

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v2/center/messages/${threadId}`,
      headers: bearer(otherTeacher.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    const [first] = read.json().data.messages;
    expect(
      first.attachments.map((file: { kind: string; fileName: string }) => [file.kind, file.fileName]),
    ).toEqual([
      ['PHOTO', 'rash.jpg'],
      ['PDF', 'Doctor letter.pdf'],
    ]);
    for (const file of first.attachments as { url: string; thumbnailUrl: string | null; kind: string }[]) {
      const served = await t.app.inject({
        method: 'GET',
        url: new URL(file.url).pathname + new URL(file.url).search,
      });
      expect(served.statusCode).toBe(200);
      if (file.kind === 'PHOTO') {
        // Re-encoded like every photo: the phone's GPS tags are gone.
        expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
        expect(file.thumbnailUrl).not.toBeNull();
      } else {
        expect(served.rawPayload.equals(pdfBytes)).toBe(true);
        expect(file.thumbnailUrl).toBeNull();
      }
    }
    // Sent once: the same upload cannot go with a second message.
    await expectRefusal(
      await post(`/parent/messages/${threadId}/replies`, mother.token, {
        body: 'Again',
        attachmentIds: [photo.id],
      }),
      404,
      refusal('NOT_FOUND', 'conversations.attachmentNotFound', 'attachmentIds'),
    );
  });

  it("gives a broadcast's photo to every family's thread", async () => {
    const photo = await uploaded(
      'center',
      teacher.token,
      await canvasJpeg(400, 300),
      'sports.jpg',
      'image/jpeg',
    );
    const sent = await post('/center/messages', teacher.token, {
      to: { kind: 'CHILDREN', childIds: [aisyahId, adamId] },
      subject: 'Sports day',
      body: 'Our team photo.',
      attachmentIds: [photo.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    for (const [token, threadId] of [
      [mother.token, sent.json().data.threadIds[0]],
      [neighbour.token, sent.json().data.threadIds[1]],
    ] as const) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v2/parent/messages/${threadId}`,
        headers: bearer(token),
      });
      expect(read.json().data.messages[0].attachments).toHaveLength(1);
    }
  });

  it('refuses a file of another kind, a sixth file, and an upload of someone else, each on its field', async () => {
    await expectRefusal(
      await upload('parent', mother.token, Buffer.from('<html></html>'), 'page.html', 'text/html'),
      415,
      refusal('UNSUPPORTED_MEDIA', 'conversations.attachmentType', 'file'),
    );
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024)]);
    await expectRefusal(
      await upload('parent', mother.token, big, 'big.pdf', 'application/pdf'),
      413,
      refusal('PAYLOAD_TOO_LARGE', 'conversations.attachmentTooLarge', 'file'),
    );
    const six = await Promise.all(
      Array.from({ length: 6 }, () => uploaded('parent', mother.token, pdfBytes, 'a.pdf', 'application/pdf')),
    );
    const refused = await post('/parent/messages', mother.token, {
      childId: aisyahId,
      subject: 'Forms',
      body: 'Six forms.',
      attachmentIds: six.map((file) => file.id),
    });
    await expectRefusal(refused, 400, {
      ...refusal('VALIDATION_FAILED', 'conversations.attachments', 'attachmentIds'),
      message: messageText('conversations.attachments', 'en', { max: 5 }),
    });
    // Another parent cannot send the mother's upload, and nothing of their message is kept.
    await expectRefusal(
      await post('/parent/messages', neighbour.token, {
        childId: adamId,
        subject: 'Forms',
        body: 'Not mine.',
        attachmentIds: [six[0]?.id],
      }),
      404,
      refusal('NOT_FOUND', 'conversations.attachmentNotFound', 'attachmentIds'),
    );
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/v2/parent/messages',
      headers: bearer(neighbour.token),
    });
    expect(inbox.json().data.threads.map((thread: { subject: string }) => thread.subject)).toEqual([
      'Sports day',
    ]);
  });

  it('purges the uploads never sent after a day, and then their files with the orphan photos, never a sent one', async () => {
    const purge = createPurgeRepository(t.ctx.db);
    // The six PDFs of the refused messages: none was sent.
    expect(await purge.deletePendingAttachments(new Date(now.getTime() - 86_400_000))).toBe(0);
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    expect(await purge.deletePendingAttachments(new Date(now.getTime() - 86_400_000))).toBe(6);
    // Files are dated by the disk's clock, not the test's: every file so far is old enough.
    expect(await deleteOrphanPhotos(t.ctx.storage, purge, ['messages/'], new Date(Date.now() + 60_000))).toBe(
      6,
    );
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/v2/parent/messages',
      headers: bearer(mother.token),
    });
    for (const thread of inbox.json().data.threads as { id: string }[]) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v2/parent/messages/${thread.id}`,
        headers: bearer(mother.token),
      });
      for (const file of read
        .json()
        .data.messages.flatMap((m: { attachments: { url: string }[] }) => m.attachments)) {
        const url = new URL(file.url);
        expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(200);
      }
    }
  });
});
