import { sql } from 'drizzle-orm';
import { announcementCentres, announcements, children } from '../../db/schema/index';

/**
 * The audience rule, once, as SQL over the `announcements` and `children` rows in scope. A centre
 * is reached by an announcement to every centre or one that chose it.
 */
export const reachesCentre = (centreId: unknown) => sql`(
  ${announcements.audience} = 'ALL_CENTRES' or exists (
    select 1 from ${announcementCentres}
    where ${announcementCentres.announcementId} = ${announcements.id}
      and ${announcementCentres.centreId} = ${centreId}
  )
)`;

/**
 * An active child is in the audience when its centre is reached and, if the announcement names
 * years, its age in whole years on Kuala Lumpur day `today` is one of them (as activities' years).
 */
export const childInAudience = (today: string) => sql`(
  ${children.active}
  and ${reachesCentre(children.centreId)}
  and (
    cardinality(${announcements.years}) = 0
    or extract(year from age(${today}::date, ${children.dateOfBirth}))::int = any(${announcements.years})
  )
)`;

/** Published and not past its end date on Kuala Lumpur day `today`: what readers see. */
export const showingOn = (today: string) => sql`(
  ${announcements.status} = 'PUBLISHED'
  and (${announcements.endDate} is null or ${announcements.endDate} >= ${today}::date)
)`;
