import {
  completeProfileBodySchema,
  message,
  parentAuthSchema,
  parentUserSchema,
  successEnvelope,
  updateProfileBodySchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { readerLanguage } from '../../http/reader-language';
import { route } from '../../http/route';
import { createParentProfileService } from './service';

const tag = 'parent';

export function parentProfileRoutes(ctx: AppContext) {
  const service = createParentProfileService(ctx);
  return [
    route({
      method: 'POST',
      path: '/api/v2/parent/auth/register',
      operationId: 'registerParentProfile',
      access: access.parent,
      tag,
      summary: 'Completes a new parent’s profile (salutation, full name, phone number)',
      body: completeProfileBodySchema,
      response: successEnvelope(parentAuthSchema),
      handle: async ({ principal, body, request }) =>
        ok(
          await service.completeProfile(principal.parentId, body, readerLanguage(request)),
          message('success.profileSaved'),
        ),
    }),
    route({
      method: 'POST',
      path: '/api/v2/parent/auth/update-profile',
      operationId: 'updateParentProfile',
      access: access.parent,
      tag,
      summary: 'Saves the profile fields sent (settings basic and details)',
      body: updateProfileBodySchema,
      response: successEnvelope(z.object({ user: parentUserSchema })),
      handle: async ({ principal, body, request }) =>
        ok(
          await service.updateProfile(principal.parentId, body, readerLanguage(request)),
          message('success.profileUpdated'),
        ),
    }),
  ];
}
