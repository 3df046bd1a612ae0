import {
  activityMessages,
  ageOn,
  canParentSee,
  kualaLumpurDay,
  type PageMeta,
  type ParentActivity,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { ParentPrincipal } from '../../http/principal';
import { createActivityPosts } from '../activity-posts';
import { createParentActivitiesRepository } from './repository';

type FeedRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createParentActivitiesRepository>['published']>>
>;

/** A parent's activity feed: the published posts their children's centres meant for them. */
export function createParentActivitiesService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createParentActivitiesRepository(ctx.db);
  const posts = createActivityPosts(ctx);

  async function feedItems(rows: FeedRow[]): Promise<ParentActivity[]> {
    const activities = await posts.activities(rows);
    return activities.map((activity, index) => {
      const row = rows[index] as FeedRow;
      return {
        id: activity.id,
        title: activity.title,
        description: activity.description,
        years: activity.years,
        activityDate: activity.activityDate,
        center: { id: row.centreId, name: row.centreName },
        managerName: activity.managerName,
        images: activity.images,
        publishedAt: activity.publishedAt,
      };
    });
  }

  return {
    async feed(
      principal: ParentPrincipal,
      { page, limit }: { page: number; limit: number },
    ): Promise<{ data: ParentActivity[]; meta: PageMeta }> {
      const today = kualaLumpurDay(ctx.clock());
      const [total, rows] = await Promise.all([
        repository.countVisible(principal.parentId, today),
        repository.visiblePage(principal.parentId, today, limit, (page - 1) * limit),
      ]);
      return { data: await feedItems(rows), meta: { page, limit, total } };
    },

    /** One post; a post the parent may not see answers 404 like a missing one. */
    async one(principal: ParentPrincipal, activityId: string): Promise<ParentActivity> {
      const row = await repository.published(activityId);
      const notFound = new AppError('NOT_FOUND', activityMessages.notFound);
      if (!row) throw notFound;
      const today = kualaLumpurDay(ctx.clock());
      const ages = (await repository.childrenBirthDates(principal.parentId, row.centreId)).map((birth) =>
        ageOn(birth, today),
      );
      const [item] = await feedItems([row]);
      if (!item || !canParentSee({ visibility: row.visibility, years: item.years }, ages)) throw notFound;
      return item;
    },
  };
}
