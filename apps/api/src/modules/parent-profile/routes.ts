import {
  completeProfileBodySchema,
  message,
  parentAuthSchema,
  parentUserSchema,
  updateProfileBodySchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, readerLanguage } from '../../http/route-kit';
import { createParentProfileService } from './service';

const tag = 'parent';

export function parentProfileRoutes(ctx: AppContext) {
  const service = createParentProfileService(ctx);
  return [
    changeRoute({
      method: 'POST',
      path: '/api/v2/parent/auth/register',
      operationId: 'registerParentProfile',
      access: access.parent,
      tag,
      summary: 'Completes a new parent’s profile (salutation, full name, phone number)',
      body: completeProfileBodySchema,
      data: parentAuthSchema,
      done: message('success.profileSaved'),
      change: ({ principal, body, request }) =>
        service.completeProfile(principal.parentId, body, readerLanguage(request)),
    }),
    changeRoute({
      method: 'POST',
      path: '/api/v2/parent/auth/update-profile',
      operationId: 'updateParentProfile',
      access: access.parent,
      tag,
      summary: 'Saves the profile fields sent (settings basic and details)',
      body: updateProfileBodySchema,
      data: z.object({ user: parentUserSchema }),
      done: message('success.profileUpdated'),
      change: ({ principal, body, request }) =>
        service.updateProfile(principal.parentId, body, readerLanguage(request)),
    }),
  ];
}
