import type { messageReads, messages, messageThreads } from '../schema/index';
import type { DemoPeople } from './demo-people';
import type { Random } from './random';

export type DemoMessages = {
  threads: (typeof messageThreads.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  reads: (typeof messageReads.$inferInsert)[];
};

const minutes = (count: number) => count * 60 * 1000;

/**
 * One conversation (issue 43): Lim Chee Wai asks CIC Bangsar about his child this morning and a
 * teacher answers; he has not read the answer yet, so his inbox shows one unread.
 */
export function buildDemoMessages(random: Random, now: Date, people: DemoPeople): DemoMessages {
  const empty: DemoMessages = { threads: [], messages: [], reads: [] };
  const parentId = people.parentIdByEmail.get('lim.cheewai@demo.test');
  const centreId = people.centreIdBySlug.get('bangsar');
  const familyId = people.familyMembers.find((member) => member.parentId === parentId)?.familyId;
  const child = people.children.find((row) => row.familyId === familyId && row.centreId === centreId);
  const teacher = people.managers.find((manager) => manager.centreId === centreId && !manager.isSuperManager);
  const parent = people.parents.find((row) => row.id === parentId);
  if (!parentId || !centreId || !familyId || !child || !teacher || !parent) return empty;
  const threadId = random.uuid();
  const asked = new Date(now.getTime() - minutes(90));
  const answered = new Date(now.getTime() - minutes(30));
  return {
    threads: [
      {
        id: threadId,
        centreId,
        familyId,
        childId: child.id,
        subject: 'Pick-up time on Friday',
        startedByParentId: parentId,
        lastMessageAt: answered,
        centreReadAt: answered,
        createdAt: asked,
      },
    ],
    messages: [
      {
        id: random.uuid(),
        threadId,
        authorKind: 'PARENT',
        authorParentId: parentId,
        authorName: parent.fullName ?? parent.email,
        body: 'Hello teacher, my wife will pick up our child at 4 pm on Friday. Is that all right?',
        createdAt: asked,
      },
      {
        id: random.uuid(),
        threadId,
        authorKind: 'STAFF',
        authorManagerId: teacher.id,
        authorName: teacher.name,
        body: 'Yes, of course. We will have the bag ready at the door.',
        createdAt: answered,
      },
    ],
    reads: [{ threadId, parentId, readAt: asked }],
  };
}
