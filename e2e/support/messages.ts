import type { MessageInbox, SentThreads, Thread } from '@cic/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
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

/** The Messages pages' own words, as each spec reads them, in English and Bahasa Malaysia. */
export const messagePageWords = {
  en: {
    parentTabs: 'Parent',
    messages: 'Messages',
    newMessage: 'New message',
    child: 'Child',
    subject: 'Subject',
    body: 'Message',
    send: 'Send',
    answerBox: 'Your answer',
    archive: 'Archive',
    archived: 'Conversation archived',
    archivedView: 'Archived',
  },
  ms: {
    parentTabs: 'Ibu bapa',
    messages: 'Mesej',
    newMessage: 'Mesej baharu',
    child: 'Anak',
    subject: 'Subjek',
    body: 'Mesej',
    send: 'Hantar',
    answerBox: 'Jawapan anda',
    archive: 'Arkibkan',
    archived: 'Perbualan diarkibkan',
    archivedView: 'Arkib',
  },
};

/** A browser of its own (a phone with `options`), its pages in `language` from the first. */
export async function browserIn(browser: Browser, language: string, options = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript((chosen) => window.localStorage.setItem('cic.language', chosen), language);
  return context.newPage();
}
