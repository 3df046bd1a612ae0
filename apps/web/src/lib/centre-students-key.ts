/**
 * Every query of the centre's day on the check-in list (the children, the records waiting on the
 * phone, the live ratio): a check-in, check-out or clock entry invalidates them all.
 */
export const centreStudentsKey = ['centre-students'] as const;
