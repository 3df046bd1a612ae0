import { ageOn } from '@cic/contract';
import type { announcementCentres, announcementRecipients, announcements } from '../schema/index';
import type { DemoPeople } from './demo-people';
import { addDays, klDate, klInstant } from './demo-time';
import type { Random } from './random';

export type DemoAnnouncements = {
  announcements: (typeof announcements.$inferInsert & { id: string })[];
  centres: (typeof announcementCentres.$inferInsert)[];
  recipients: (typeof announcementRecipients.$inferInsert)[];
};

type Plan = {
  /** The author: the admin, or the head of the centre at this index. */
  by: 'admin' | { headOf: number };
  /** Every centre, or the centres at these indexes. */
  to: 'all' | number[];
  years: number[];
  title: string;
  body: string;
  pinned: boolean;
  /** Published this many days ago; negative: scheduled that many days ahead; null: a draft. */
  daysAgo: number | null;
  endInDays?: number;
};

const plans: Plan[] = [
  {
    by: 'admin',
    to: 'all',
    years: [],
    title: 'Centres closed on Deepavali',
    body: 'All CIC centres are closed for Deepavali. We open again the next working day.\nSelamat Hari Deepavali!',
    pinned: true,
    daysAgo: 2,
  },
  {
    by: 'admin',
    to: [0],
    years: [5, 6],
    title: 'School readiness talk for parents',
    body: 'Join our talk on getting ready for Year 1, Saturday at 10:00 in the hall. Details: https://cic.example/readiness',
    pinned: false,
    daysAgo: 5,
    endInDays: 14,
  },
  {
    by: { headOf: 0 },
    to: [0],
    years: [],
    title: 'Bring a water bottle every day',
    body: 'The weather is hot: please pack a named water bottle in your child’s bag each morning.',
    pinned: false,
    daysAgo: 0,
  },
  {
    by: 'admin',
    to: 'all',
    years: [],
    title: 'Year-end concert',
    body: 'Save the date: our year-end concert is coming.',
    pinned: false,
    daysAgo: -3,
  },
  {
    by: 'admin',
    to: [1],
    years: [],
    title: 'Uniform sizes',
    body: 'New uniform sizes are in. Ask at the front desk.',
    pinned: false,
    daysAgo: null,
  },
];

/**
 * A few announcements of every kind (issue 30): published to all centres and to one, for some
 * years, a head of centre's, a scheduled one and a draft. Their parents are listed as reached,
 * the first third of each as having opened it; delivery counts as done, so no demo mail is sent.
 */
export function buildDemoAnnouncements(
  random: Random,
  now: Date,
  people: DemoPeople,
  adminId: string,
): DemoAnnouncements {
  const today = klDate(now);
  const registered = people.centres.filter((centre) => centre.activatedAt);
  const result: DemoAnnouncements = { announcements: [], centres: [], recipients: [] };
  for (const plan of plans) {
    const id = random.uuid();
    const centreIds =
      plan.to === 'all' ? [] : plan.to.flatMap((index) => (registered[index] ? [registered[index].id] : []));
    const by = plan.by;
    const head =
      by === 'admin'
        ? undefined
        : people.managers.find(
            (manager) => manager.isSuperManager && manager.centreId === registered[by.headOf]?.id,
          );
    if (by !== 'admin' && !head) continue;
    const day = plan.daysAgo === null ? today : addDays(today, -plan.daysAgo);
    const at = plan.daysAgo === 0 ? new Date(now.getTime() - 60 * 60 * 1000) : klInstant(day, 8 * 60);
    const status = plan.daysAgo === null ? 'DRAFT' : plan.daysAgo < 0 ? 'SCHEDULED' : 'PUBLISHED';
    result.announcements.push({
      id,
      title: plan.title,
      body: plan.body,
      status,
      audience: plan.to === 'all' ? 'ALL_CENTRES' : 'CENTRES',
      years: plan.years,
      pinned: plan.pinned,
      publishAt: status === 'SCHEDULED' ? at : null,
      publishedAt: status === 'PUBLISHED' ? at : null,
      endDate: plan.endInDays === undefined ? null : addDays(today, plan.endInDays),
      authorAdminId: head ? null : adminId,
      authorManagerId: head?.id ?? null,
      centreId: head?.centreId ?? null,
      deliveryQueuedAt: status === 'PUBLISHED' ? at : null,
      createdAt: new Date(at.getTime() - 24 * 60 * 60 * 1000),
      updatedAt: at,
    });
    for (const centreId of centreIds) result.centres.push({ announcementId: id, centreId });
    if (status !== 'PUBLISHED') continue;
    const families = new Set(
      people.children
        .filter(
          (child) =>
            child.active !== false &&
            child.familyId &&
            (plan.to === 'all' || centreIds.includes(child.centreId)) &&
            (plan.years.length === 0 || plan.years.includes(ageOn(child.dateOfBirth, today))),
        )
        .map((child) => child.familyId),
    );
    const parentIds = [
      ...new Set(
        people.familyMembers
          .filter((member) => families.has(member.familyId))
          .map((member) => member.parentId),
      ),
    ].sort();
    parentIds.forEach((parentId, index) => {
      result.recipients.push({
        announcementId: id,
        parentId,
        batch: Math.floor(index / 200),
        openedAt:
          index < parentIds.length / 3
            ? new Date(Math.min(at.getTime() + (index + 1) * 60 * 1000, now.getTime()))
            : null,
        createdAt: at,
      });
    });
  }
  return result;
}
