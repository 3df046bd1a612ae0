import type { MessageInbox, SentThreads, Thread } from '@cic/contract';
import type { APIRequestContext } from '@playwright/test';
import { bearer, callApi } from './api';
import { studentsOf } from './children';

/**
 * A parent's conversation about their child with the child's centre (or, `to: 'HEAD_OFFICE'`,
 * with head office), opened through the API: its id.
 */
export async function parentWrites(
  request: APIRequestContext,
  token: string,
  childId: string,
  message: { subject: string; body: string; to?: MessageInbox },
): Promise<string> {
  const thread = await callApi<Thread>(request, 'POST', '/parent/messages', {
    token,
    data: { childId, ...message },
  });
  return thread.id;
}

/**
 * A teacher's message to the family of one of the centre's children, through the API: the first
 * child with a family takes it (a child without one answers 404). The conversation's id.
 */
export async function teacherWrites(
  request: APIRequestContext,
  token: string,
  message: { subject: string; body: string },
): Promise<string> {
  for (const student of await studentsOf(request, token)) {
    const response = await request.post('/api/v2/center/messages', {
      headers: bearer(token),
      data: { to: { kind: 'CHILDREN', childIds: [student.ID_STUDENT] }, ...message },
    });
    if (response.status() === 404) continue;
    const body = (await response.json()) as { data?: SentThreads };
    const [threadId] = body.data?.threadIds ?? [];
    if (!threadId) throw new Error(`The message answered ${response.status()}: ${JSON.stringify(body)}`);
    return threadId;
  }
  throw new Error('No child of the centre has a family');
}
