import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Loaded with the call: parent home, which shows the leaderboard, draws without zod (decision 055). */
const leaderboardSchema = () =>
  import('@cic/contract/admin/referral-leaderboard').then((m) => m.referralLeaderboardRowSchema.array());

/** GET /admin/referral-leaderboard: one row per referring parent (money in ringgit). */
export function getReferralLeaderboard(signal?: AbortSignal) {
  return api.get('/admin/referral-leaderboard', { auth: 'staff', schema: leaderboardSchema(), signal });
}

export const referralLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['referral-leaderboard'] as const,
    queryFn: ({ signal }) => getReferralLeaderboard(signal),
  });

export function useReferralLeaderboard() {
  return useQuery(referralLeaderboardQueryOptions());
}
