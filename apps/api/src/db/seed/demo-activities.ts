import type { activities, activityImages, activityYears } from '../schema/index';
import type { DemoPeople } from './demo-people';
import type { DemoPhoto } from './demo-photos';
import { addDays, klDate, klInstant, weekdayOnOrBefore } from './demo-time';
import type { Random } from './random';

export type DemoActivities = {
  activities: (typeof activities.$inferInsert & { id: string })[];
  images: (typeof activityImages.$inferInsert)[];
  years: (typeof activityYears.$inferInsert)[];
};

type Plan = {
  centre: number;
  author: string;
  title: string;
  description: string;
  daysAgo: number;
  status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
  visibility: 'ALL' | 'YEAR' | 'NONE';
  years: number[];
  photos: { photo: number; caption: string }[];
};

const plans: Plan[] = [
  {
    centre: 0,
    author: 'Aina Sofia',
    title: 'Sports Day Practice',
    description: 'Relay races and sack races on the field to get ready for Sports Day.',
    daysAgo: 3,
    status: 'PUBLISHED',
    visibility: 'ALL',
    years: [4, 5, 6],
    photos: [
      { photo: 0, caption: 'Warming up together' },
      { photo: 1, caption: 'The relay race' },
      { photo: 2, caption: 'Everyone gets a medal' },
    ],
  },
  {
    centre: 0,
    author: 'Rohana Said',
    title: 'Colouring Competition',
    description: 'Colouring our favourite animals. Winners announced on Friday.',
    daysAgo: 1,
    status: 'DRAFT',
    visibility: 'YEAR',
    years: [3, 4],
    photos: [],
  },
  {
    centre: 1,
    author: 'Farhana Aziz',
    title: 'Hari Raya Open House',
    description: 'Ketupat weaving, baju raya and lemang with the families.',
    daysAgo: 8,
    status: 'PUBLISHED',
    visibility: 'YEAR',
    years: [5, 6],
    photos: [
      { photo: 3, caption: 'Learning to weave ketupat' },
      { photo: 4, caption: 'Our class in baju raya' },
    ],
  },
  {
    centre: 2,
    author: 'Tan Li Ping',
    title: 'Science Week: Floating and Sinking',
    description: 'Guessing which things float, then testing them in a water tub.',
    daysAgo: 20,
    status: 'ARCHIVED',
    visibility: 'NONE',
    years: [5],
    photos: [{ photo: 5, caption: 'Will the orange float?' }],
  },
];

/** A few activity posts (published, draft, archived) with the demo photos or none. */
export function buildDemoActivities(
  random: Random,
  now: Date,
  people: DemoPeople,
  photos: DemoPhoto[],
): DemoActivities {
  const today = klDate(now);
  const result: DemoActivities = { activities: [], images: [], years: [] };
  for (const plan of plans) {
    const centre = people.centres[plan.centre];
    const author = people.managers.find((manager) => manager.name === plan.author);
    if (!centre || !author) throw new Error(`Bad demo activity ${plan.title}`);
    const activityDate = weekdayOnOrBefore(addDays(today, -plan.daysAgo));
    const postedAt = klInstant(activityDate, 15 * 60 + random.int(0, 59));
    const createdAt = postedAt > now ? now : postedAt;
    const id = random.uuid();
    result.activities.push({
      id,
      centreId: centre.id,
      managerId: author.id,
      title: plan.title,
      description: plan.description,
      activityDate,
      status: plan.status,
      visibility: plan.visibility,
      publishedAt: plan.status === 'DRAFT' ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    plan.years.forEach((year) => {
      result.years.push({ activityId: id, year });
    });
    plan.photos.forEach((entry, index) => {
      const photo = photos[entry.photo];
      if (!photo) throw new Error('demo photo missing');
      result.images.push({
        activityId: id,
        ...photo,
        description: entry.caption,
        sortOrder: index + 1,
        createdAt,
      });
    });
  }
  return result;
}
