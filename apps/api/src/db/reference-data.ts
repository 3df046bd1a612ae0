import { adminModuleCatalogue, configKeys } from '@cic/contract';
import type { Db } from './client';
import { adminModules, configFlags } from './schema/index';

/**
 * Rows every installation needs: the admin modules and the feature switches (off until an
 * admin turns them on). Idempotent: runs at every start after the migrations.
 */
export async function ensureReferenceData(db: Db) {
  await db
    .insert(adminModules)
    .values(adminModuleCatalogue.map((module, index) => ({ ...module, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: adminModules.key });
  await db
    .insert(configFlags)
    .values(configKeys.map((key) => ({ key, enabled: false })))
    .onConflictDoNothing({ target: configFlags.key });
}
