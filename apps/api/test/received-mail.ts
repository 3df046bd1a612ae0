import { pdfText } from './pdf-text';
import type { ReceivedMail } from './smtp-sink';

/** A received message's subject, and its text with quoted-printable soft breaks and escapes undone. */
export function readMail(mail: ReceivedMail) {
  const raw = mail.raw;
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { subject: /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? '', raw, text };
}

/** The text of the message's one PDF attachment (base64 between its part headers and the next boundary). */
export async function attachedPdfText(raw: string) {
  const part = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(raw);
  if (!part?.[1]) throw new Error('no PDF attached');
  return (await pdfText(Buffer.from(part[1].replace(/\r\n/g, ''), 'base64'))).pages.join('\n');
}
