/**
 * Features of later issues whose pages are not built yet (decision 027). Until a feature is
 * built, its entry points (buttons, cards, tabs, menu items) stay hidden and its routes show
 * the "not available yet" page; building it means turning its entry here to true.
 */
const builtFeatures = {
  /** Child registration with payment, the payment status page, admin registrations and orders. */
  registration: true,
  /** Teacher and admin activities, and the parents' activity feed. */
  activities: true,
  /** Overtime reports and rules. */
  overtime: true,
  /** Announcements: admin and head of centre write, teachers and parents read (issue 30). */
  announcements: true,
} satisfies Record<string, boolean>;

export type UpcomingFeature = keyof typeof builtFeatures;

export function isFeatureBuilt(feature: UpcomingFeature): boolean {
  return builtFeatures[feature];
}
