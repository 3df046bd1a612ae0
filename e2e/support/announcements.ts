import type { APIRequestContext } from '@playwright/test';
import { callApi } from './api';

type Writer = 'admin' | 'super-manager';

/**
 * Writes an announcement through the API (set-up, not the flow under test): a draft, or published
 * when `publish` is true, shown until `endDate` when given. An admin's goes to `centreIds`, a head
 * of centre's to their centre.
 */
export async function writeAnnouncement(
  request: APIRequestContext,
  writer: Writer,
  token: string,
  options: { title: string; centreIds?: string[]; publish?: boolean; endDate?: string },
): Promise<string> {
  const audience = writer === 'admin' ? { audience: 'CENTRES', centreIds: options.centreIds ?? [] } : {};
  const { id } = await callApi<{ id: string }>(request, 'POST', `/${writer}/announcements`, {
    token,
    data: {
      title: options.title,
      body: `${options.title}: written for the page checks.`,
      endDate: options.endDate ?? null,
      ...audience,
    },
  });
  if (options.publish)
    await callApi(request, 'POST', `/${writer}/announcements/${id}/publish`, { token, data: {} });
  return id;
}
