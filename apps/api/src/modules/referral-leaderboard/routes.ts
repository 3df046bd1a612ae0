import { referralLeaderboardRowSchema, successEnvelope } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { referralLeaderboard } from './service';

export function referralLeaderboardRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/referral-leaderboard',
      operationId: 'getReferralLeaderboard',
      access: access.admin('REFERRAL'),
      tag: 'referrals',
      summary:
        'Every referrer with their referred registrations and reimbursement (ringgit), most referrals first',
      response: successEnvelope(z.array(referralLeaderboardRowSchema)),
      handle: async () => ok(await referralLeaderboard(ctx.db)),
    }),
  ];
}
