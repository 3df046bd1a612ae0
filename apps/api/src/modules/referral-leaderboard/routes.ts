import { errorEnvelopeSchema, referralLeaderboardRowSchema, successEnvelope } from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { referralLeaderboard } from './service';

export async function referralLeaderboardRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/api/v2/admin/referral-leaderboard', {
    config: { access: access.admin('REFERRAL') },
    schema: {
      tags: ['referrals'],
      summary:
        'Every referrer with their referred registrations and reimbursement (ringgit), most referrals first',
      security: [{ bearer: [] }],
      response: {
        200: successEnvelope(z.array(referralLeaderboardRowSchema)),
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
      },
    },
    handler: async () => ok(await referralLeaderboard(ctx.db)),
  });
}
