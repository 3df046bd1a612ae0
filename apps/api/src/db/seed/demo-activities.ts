import { ageOn } from '@cic/contract';
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

/** The weekly posts every registered centre has: a theme, its description and two captions. */
const weeklyThemes = [
  {
    title: 'Story Time: The Very Hungry Caterpillar',
    description: 'We read the story together and counted the fruit the caterpillar ate.',
    captions: ['Listening to the story', 'Counting the fruit'],
  },
  {
    title: 'Garden Day',
    description: 'Planting kangkung seeds in the garden and watering them every morning.',
    captions: ['Digging the soil', 'Our seedlings'],
  },
  {
    title: 'Music and Movement',
    description: 'Shakers, drums and a dance to Rasa Sayang.',
    captions: ['Making music', 'Dancing together'],
  },
  {
    title: 'Little Chefs',
    description: 'Making sandwiches and fruit skewers for snack time.',
    captions: ['Washing hands first', 'Fruit skewers'],
  },
];

/**
 * Four weeks of published posts for each registered centre, by its own teachers: one for every
 * child there, the others for one of the ages its children have today, so parents of different
 * ages see different feeds.
 */
function weeklyPlans(people: DemoPeople, today: string): Plan[] {
  const plans: Plan[] = [];
  people.centres.forEach((centre, centreIndex) => {
    if (!centre.activatedAt) return;
    const authors = people.managers.filter((manager) => manager.centreId === centre.id);
    const ages = [
      ...new Set(
        people.children
          .filter((child) => child.centreId === centre.id && child.active !== false)
          .map((child) => ageOn(child.dateOfBirth, today)),
      ),
    ].sort((a, b) => a - b);
    if (authors.length === 0 || ages.length === 0) return;
    weeklyThemes.forEach((theme, week) => {
      const age = ages[week % ages.length] as number;
      plans.push({
        centre: centreIndex,
        author: (authors[week % authors.length] as { name: string }).name,
        title: theme.title,
        description: theme.description,
        daysAgo: 2 + week * 7,
        status: 'PUBLISHED',
        visibility: week % 2 === 0 ? 'ALL' : 'YEAR',
        years: week % 2 === 0 ? ages : [age],
        photos: theme.captions.map((caption, index) => ({ photo: (week * 2 + index) % 6, caption })),
      });
    });
  });
  return plans;
}

/** Activity posts (published, draft, archived) with the demo photos or none. */
export function buildDemoActivities(
  random: Random,
  now: Date,
  people: DemoPeople,
  photos: DemoPhoto[],
): DemoActivities {
  const today = klDate(now);
  const result: DemoActivities = { activities: [], images: [], years: [] };
  for (const plan of [...plans, ...weeklyPlans(people, today)]) {
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
