import { connectFamilyResultSchema, message, referralCodeResultSchema, successEnvelope } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, readerLanguage, route } from '../../http/route-kit';
import { createFamiliesService } from './service';

const tag = 'parent';

export function familiesRoutes(ctx: AppContext) {
  const service = createFamiliesService(ctx);
  return [
    route({
      method: 'POST',
      path: '/api/v2/parent/family',
      operationId: 'connectFamily',
      access: access.parent,
      tag,
      summary: "Connects the parent to the children whose records name the parent's verified e-mail",
      response: successEnvelope(connectFamilyResultSchema),
      handle: async ({ principal, request }) => {
        const result = await service.connect(principal.parentId, readerLanguage(request));
        return ok(
          result,
          result.families.length > 0
            ? message('success.familyConnected')
            : message('success.noChildrenFound'),
        );
      },
    }),
    route({
      method: 'POST',
      path: '/api/v2/parent/generate-referral',
      operationId: 'getReferralCode',
      access: access.parent,
      tag,
      summary: "The parent's referral code (made once, then kept)",
      response: successEnvelope(referralCodeResultSchema),
      errors: [409],
      handle: async ({ principal }) => ok(await service.referralCode(principal.parentId)),
    }),
  ];
}
