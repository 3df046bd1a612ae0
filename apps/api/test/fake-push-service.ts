import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the fake push service received and decrypted with the subscription's own keys. */
export type ReceivedPush = {
  endpoint: string;
  /** The payload as the browser's service worker would read it. */
  payload: string;
  /** The VAPID public key the sender signed with (`k=` of the Authorization header). */
  vapidKey: string | undefined;
  ttl: string | undefined;
};

export type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * RFC 8291 (aes128gcm) decryption as a browser does it: ECDH P-256 between the subscription's
 * private key and the sender's key in the record header, HKDF with the auth secret, AES-128-GCM.
 */
function decrypt(body: Buffer, privateKey: Buffer, publicKey: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push service on the loopback: `subscribe()` makes a browser-like subscription whose endpoint
 * points here; each POST to it is decrypted and kept. `answer(endpoint, status)` makes an endpoint
 * answer with a status (410: the browser unsubscribed).
 */
export async function startFakePushService(port = 0) {
  const devices = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const device = devices.get(endpoint);
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (device.status === 201) {
        const authorization = request.headers.authorization ?? '';
        received.push({
          endpoint,
          payload: decrypt(Buffer.concat(chunks), device.privateKey, device.publicKey, device.auth),
          vapidKey: /\bk=([A-Za-z0-9_-]+)/.exec(authorization)?.[1],
          ttl: request.headers.ttl as string | undefined,
        });
      }
      response.writeHead(device.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe(): FakeSubscription {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { privateKey: ecdh.getPrivateKey(), publicKey, auth, status: 201 });
      return {
        endpoint,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint: string, status: number) {
      const device = devices.get(endpoint);
      if (device) device.status = status;
    },
    received: (endpoint?: string) => received.filter((push) => !endpoint || push.endpoint === endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
