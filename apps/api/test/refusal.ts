import { messageText } from '@cic/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts a refused request answered its status with exactly the error envelope: the code, the
 * message the user reads and, where the refusal names one, the field. A `messageCode` (decision
 * 056) must name that same English message.
 */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  refusal: { code: string; message: string; field?: string },
) {
  expect(response.statusCode).toBe(status);
  const { messageCode, params, ...envelope } = response.json();
  expect(envelope).toEqual({ success: false, ...refusal });
  // Every refusal names its catalogue message (issue 27), and the English is that message's text.
  expect(messageCode, 'messageCode').toEqual(expect.any(String));
  expect(messageText(messageCode, 'en', params)).toBe(refusal.message);
}
