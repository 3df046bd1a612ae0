import type { ConfigKey, ErrorEnvelope } from '@cic/contract';
import type { APIRequestContext, APIResponse } from '@playwright/test';

type Envelope<T> = { success: true; data: T } | ErrorEnvelope;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Calls the API directly (seeding and lookups, not the flow under test) and unwraps the envelope. */
export async function callApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: {
    token?: string;
    data?: unknown;
    params?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const response = await request.fetch(`/api/v2${path}`, {
    method,
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    data: options.data,
    params: options.params,
  });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || !body.success) {
    throw new Error(`${method} ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

/** The HTTP status of a GET with `token`: whether the server still honours a session. */
export async function statusOf(request: APIRequestContext, path: string, token: string): Promise<number> {
  const response = await request.get(`/api/v2${path}`, { headers: bearer(token) });
  return response.status();
}

/** Switches an admin setting (`PUT /admin/config`); the caller decides what a refusal means. */
export function setAdminSwitch(
  request: APIRequestContext,
  token: string,
  key: ConfigKey,
  enabled: boolean,
): Promise<APIResponse> {
  return request.put('/api/v2/admin/config', { headers: bearer(token), data: { key, enabled } });
}
