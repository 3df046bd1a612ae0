import { randomUUID } from 'node:crypto';
import type { TestApp } from './build-test-app';
import { dataOf } from './call-api';

/** A teacher records lunch for `childIds` (a group entry), captured at `at`; the answer's data. */
export const recordLunch = (
  app: TestApp['app'],
  teacherToken: string,
  childIds: string[],
  { amount = 'ALL', at = new Date() }: { amount?: 'ALL' | 'MOST' | 'SOME' | 'NONE'; at?: Date } = {},
) =>
  dataOf(app, teacherToken, 'POST', '/center/care', {
    kind: 'MEAL',
    meal: 'LUNCH',
    amount,
    childIds,
    capturedAt: at.toISOString(),
    clientRequestId: randomUUID(),
  });
