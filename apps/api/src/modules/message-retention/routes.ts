import { message, messageRetentionSchema, successEnvelope } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { createMessageRetentionService } from './service';

/** Head office's message retention (Settings module, decision 114). */
export function messageRetentionRoutes(ctx: AppContext) {
  const service = createMessageRetentionService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/message-retention',
      operationId: 'getMessageRetention',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary: 'Months after its last message a conversation is deleted; null keeps every conversation',
      response: successEnvelope(messageRetentionSchema),
      handle: async () => ok({ months: await service.retentionMonths() }),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/admin/message-retention',
      operationId: 'setMessageRetention',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary:
        'Sets the months conversations are kept after their last message, or null to keep them (audited)',
      body: messageRetentionSchema,
      response: successEnvelope(messageRetentionSchema),
      handle: async ({ principal, body }) =>
        ok(
          { months: await service.setRetentionMonths(principal.adminId, body.months) },
          message('success.messageRetentionUpdated'),
        ),
    }),
  ];
}
