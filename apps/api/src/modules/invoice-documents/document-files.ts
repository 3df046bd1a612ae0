import { createHash } from 'node:crypto';
import type { Language } from '@cic/contract';
import type { Storage } from '../../adapters/storage';

/**
 * Raised when the PDFs' layout or words change: every kept file is then drawn again on its next
 * request, as its key no longer matches (3: one word per state and 'No family', decision 094; 4:
 * the e-invoice's proof, decision 107).
 */
const layoutVersion = 4;

/**
 * Where a document's PDF is kept (decision 073): under its invoice, named for what it is and the
 * language, with a digest of every fact it prints. A payment, a void or a new address changes the
 * facts, so the next request draws a new file; the earlier ones stay as what was handed out.
 */
export function documentKey(invoiceId: string, name: string, language: Language, facts: object): string {
  const digest = createHash('sha256')
    .update(JSON.stringify({ layoutVersion, facts }))
    .digest('hex')
    .slice(0, 20);
  return `invoices/${invoiceId}/${name}-${language}-${digest}.pdf`;
}

/** The kept PDF under `key`, drawn and stored by `render` on the first request. */
export async function keptPdf(
  storage: Storage,
  key: string,
  render: () => Promise<Uint8Array>,
): Promise<Buffer> {
  const kept = await storage.get(key);
  if (kept) return kept.bytes;
  const drawn = await render();
  const bytes = Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength);
  await storage.put(key, bytes, 'application/pdf');
  return bytes;
}
