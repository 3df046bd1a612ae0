import { type ConfigFlag, type ConfigKey, configKeys } from '@cic/contract';
import { adminActor } from '../../db/audit';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { AdminPrincipal } from '../../http/principal';
import type { SessionService } from '../sessions';
import { createConfigFlagsRepository } from './repository';

/** Whether a global feature switch is on; a missing row counts as off. */
export function isFeatureEnabled(db: Db, key: ConfigKey): Promise<boolean> {
  return createConfigFlagsRepository(db).enabled(key);
}

/** The switches in the contract's order, each off unless its row says otherwise. */
export async function listConfigFlags(db: Db): Promise<ConfigFlag[]> {
  const rows = await createConfigFlagsRepository(db).all();
  const enabled = new Map(rows.map((row) => [row.key, row.enabled]));
  return configKeys.map((key) => ({ key, enabled: enabled.get(key) ?? false }));
}

/**
 * Turns a switch on or off (an admin with the Settings module), audited; answers every switch.
 * Turning `hoc-login` on ends, in the same transaction, the head-of-centre sessions opened with
 * only the centre password; turning `teacher-pins` on ends the staff sessions opened without a PIN
 * (decision 084). Answers once every API process has dropped them (decision 044).
 */
export async function updateConfigFlag(
  db: Db,
  sessions: Pick<SessionService, 'settle'>,
  principal: AdminPrincipal,
  flag: ConfigFlag,
): Promise<ConfigFlag[]> {
  await inTransaction(db, createConfigFlagsRepository, async (repository) => {
    const before = await repository.set(flag.key, flag.enabled, principal.adminId);
    // A head of centre signed in with only the centre password must now prove their own password.
    const switchedOn = !before && flag.enabled;
    // With Teacher PINs on, a staff session opened without a PIN is refused from now on.
    const signedOut =
      flag.key === 'hoc-login' && switchedOn
        ? { signedOutSessions: await repository.endCentrePasswordHeadOfCentreSessions() }
        : flag.key === 'teacher-pins' && switchedOn
          ? { signedOutSessions: await repository.endSessionsOpenedWithoutPin() }
          : {};
    await repository.audit({
      ...adminActor(principal),
      action: 'config.update',
      entityType: 'config_flag',
      entityId: flag.key,
      details: { from: before, to: flag.enabled, ...signedOut },
    });
  });
  await sessions.settle();
  return listConfigFlags(db);
}
