import { adminModuleCatalogue, configKeys, configKeysOnByDefault } from '@cic/contract';
import type { Db } from './client';
import { adminModules, configFlags } from './schema/index';

/**
 * Rows every installation needs: the admin modules and the feature switches (off until an
 * admin turns them on, but Teacher PINs, on from the start: decision 084). Idempotent: runs at every start after the migrations.
 */
export async function ensureReferenceData(db: Db) {
  await db
    .insert(adminModules)
    .values(adminModuleCatalogue.map((module, index) => ({ ...module, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: adminModules.key });
  await db
    .insert(configFlags)
    .values(configKeys.map((key) => ({ key, enabled: configKeysOnByDefault.includes(key) })))
    .onConflictDoNothing({ target: configFlags.key });
}
