import { messageText } from '@cic/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts a refused request answered its status with exactly the error envelope: the code, the
 * message the user reads and, where the refusal names one, the field. A `messageCode` (decision
 * 056) must name that same English message, and be the one given where the test names it. A
 * schema's refusal lists its failed rules as `issues`: the first is the one the envelope names.
 */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  refusal: { code: string; message: string; field?: string; messageCode?: string },
) {
  expect(response.statusCode).toBe(status);
  const { messageCode, params, issues, ...envelope } = response.json();
  const { messageCode: namedCode, ...expected } = refusal;
  expect(envelope).toEqual({ success: false, ...expected });
  // Every refusal names its catalogue message (issue 27), and the English is that message's text.
  expect(messageCode, 'messageCode').toEqual(namedCode ?? expect.any(String));
  expect(messageText(messageCode, 'en', params)).toBe(refusal.message);
  if (issues !== undefined) {
    expect(issues[0], 'first issue').toMatchObject({ path: refusal.field ?? '', message: refusal.message });
  }
}
