import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts a refused request answered its status with exactly the error envelope: the code, the
 * message the user reads and, where the refusal names one, the field.
 */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  refusal: { code: string; message: string; field?: string },
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ success: false, ...refusal });
}
