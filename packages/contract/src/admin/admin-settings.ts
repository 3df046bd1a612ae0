import { z } from 'zod';
import { message } from '../messages/message-key';
import { adminModuleKeys, configKeys } from '../shared/enums';

export const configFlagSchema = z.object({ key: z.enum(configKeys), enabled: z.boolean() });
export type ConfigFlag = z.infer<typeof configFlagSchema>;
/** `PUT /admin/config`. */
export const updateConfigBodySchema = configFlagSchema;

/** `GET /admin/admin-modules`. */
export const adminModuleSchema = z.object({
  id: z.uuid(),
  key: z.enum(adminModuleKeys),
  title: z.string(),
  description: z.string(),
  isEnabled: z.boolean(),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

/** An admin with the modules granted, in the admin's order (`GET /admin/permissions`). */
export const adminPermissionsSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  modules: z.array(
    z.object({
      id: z.uuid(),
      key: z.enum(adminModuleKeys),
      order: z.number().int(),
      isEnabled: z.boolean(),
    }),
  ),
});
export type AdminPermissions = z.infer<typeof adminPermissionsSchema>;

export const permissionsSearchQuerySchema = z.object({ search: z.string().trim().max(200).optional() });

/** `POST /admin/permissions/{userId}`: module ids in the order they should appear. */
export const updatePermissionsBodySchema = z.object({
  modules: z.array(z.string().uuid(message('admin.unknownModule'))).max(adminModuleKeys.length),
});
