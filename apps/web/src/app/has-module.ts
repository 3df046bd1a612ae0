import type { AdminModuleKey, StaffMe } from '@cic/contract';

/**
 * Whether the admin holds the module, or one of the modules named (granted and enabled). On its
 * own: every guard needs it, and the rest of `admin-modules` (where each module lives) loads only
 * with the admin index.
 */
export function hasModule(me: Pick<StaffMe, 'modules'>, ...keys: AdminModuleKey[]): boolean {
  return me.modules.some((module) => keys.includes(module.key) && module.isEnabled);
}
