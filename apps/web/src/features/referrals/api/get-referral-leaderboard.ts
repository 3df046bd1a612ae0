import { referralLeaderboardRowSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const leaderboardSchema = z.array(referralLeaderboardRowSchema);

/** GET /admin/referral-leaderboard: one row per referring parent (money in ringgit). */
export function getReferralLeaderboard(signal?: AbortSignal) {
  return api.get('/admin/referral-leaderboard', { auth: 'staff', schema: leaderboardSchema, signal });
}

export const referralLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['referral-leaderboard'] as const,
    queryFn: ({ signal }) => getReferralLeaderboard(signal),
  });

export function useReferralLeaderboard() {
  return useQuery(referralLeaderboardQueryOptions());
}
