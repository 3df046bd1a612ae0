import { errorEnvelopeSchema, messageText } from '@cic/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** True for a message key the catalogue has: its text is not the key itself. */
const isCatalogueKey = (code: unknown): boolean => typeof code === 'string' && messageText(code) !== code;

/**
 * Asserts a refusal is the JSON error envelope whose message, and every issue's, names a key of the
 * message catalogue (issue 27): what a person reads always comes from the catalogue, in their
 * language, never from zod, Fastify or a plugin. `label` says which request failed.
 */
export function expectCatalogueEnvelope(response: LightMyRequestResponse, label: string) {
  const said = `${label}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, said).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, said).toBeLessThan(500);
  expect(response.headers['content-type'], said).toMatch(/^application\/json/);
  const parsed = errorEnvelopeSchema.safeParse(response.json());
  expect(parsed.success, said).toBe(true);
  const envelope = parsed.data;
  expect(isCatalogueKey(envelope?.messageCode), said).toBe(true);
  for (const issue of envelope?.issues ?? []) expect(isCatalogueKey(issue.messageCode), said).toBe(true);
}
