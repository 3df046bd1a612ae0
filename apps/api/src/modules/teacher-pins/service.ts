import {
  type DeviceSession,
  defaultIdleMinutes,
  message,
  type PinSession,
  type PinState,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { AppError } from '../../http/app-error';
import { sourceAddress } from '../../http/client-address';
import type { AdminPrincipal, ManagerPrincipal } from '../../http/principal';
import { countRateLimitHit } from '../../http/rate-limit-repository';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { hashSessionToken, newSessionToken } from '../../security/session-tokens';
import { isFeatureEnabled } from '../config-flags';
import { createDoorPinCheck } from './door-pin';
import { createPinCountersRepository } from './pin-counters-repository';
import { pinLimits } from './pin-throttle';
import { createTeacherPinsRepository } from './repository';

/** A shared device stays signed in to its centre as long as a staff session (decision 013). */
const deviceLifetimeMs = 14 * 24 * 60 * 60 * 1000;
/**
 * Device sessions one address may open in an hour with a right centre password (decision 091): a
 * centre's phones behind one router stay far below it, a script opening thousands does not.
 */
export const deviceOpeningLimit = { max: 30, windowMs: 60 * 60 * 1000 } as const;

const teacherNotFound = () => new AppError('NOT_FOUND', message('centre.teacherNotFound'));

export function createTeacherPinsService(ctx: Pick<AppContext, 'db' | 'sessions' | 'clock'>) {
  const repository = createTeacherPinsRepository(ctx.db);
  const door = createDoorPinCheck(ctx);
  const counters = createPinCountersRepository(ctx.db);
  const pinsOn = () => isFeatureEnabled(ctx.db, 'teacher-pins');

  const pinAudit = (
    actorId: string,
    action: 'pin.set' | 'pin.reset' | 'pin.change' | 'pin.unlock',
    managerId: string,
    details: Record<string, unknown> | null = null,
  ) =>
    repository.audit({
      actorType: 'manager',
      actorId,
      action,
      entityType: 'manager',
      entityId: managerId,
      details,
    });

  /**
   * A new PIN ends every session the old one opened (but the caller's own, `keep`) and the
   * devices' memory that the person signed in there (decision 091).
   */
  async function endWhatTheOldPinOpened(managerId: string, keep: string | null) {
    await repository.forgetSignIns(managerId);
    return ctx.sessions.revokePinSessions(managerId, keep);
  }

  async function updateIdleMinutes(
    actor: { actorType: 'manager' | 'admin'; actorId: string },
    centreId: string,
    minutes: number,
  ) {
    const before = await repository.idleMinutes(centreId);
    if (before === null) throw new AppError('NOT_FOUND', message('centre.notFound'));
    await repository.setIdleMinutes(centreId, minutes);
    await repository.audit({
      ...actor,
      action: 'centre.idle-minutes.update',
      entityType: 'centre',
      entityId: centreId,
      details: { from: before, to: minutes },
    });
    return { minutes };
  }

  return {
    pinsOn,

    /** A new device session for a centre whose password was just proven, within the address's hourly limit. */
    async openDevice(centreId: string, address: string): Promise<DeviceSession> {
      const opened = await countRateLimitHit(
        ctx.db,
        `centre-device:address:${sourceAddress(address)}`,
        deviceOpeningLimit.windowMs,
      );
      if (opened.count > deviceOpeningLimit.max)
        throw new AppError('RATE_LIMITED', message('http.tooManyRequests'));
      const token = newSessionToken();
      const expiresAt = new Date(ctx.clock().getTime() + deviceLifetimeMs);
      await repository.insertDevice(centreId, hashSessionToken(token), expiresAt);
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        idleMinutes: (await repository.idleMinutes(centreId)) ?? defaultIdleMinutes,
      };
    },

    /**
     * The device session, the person picked and their PIN open a teacher session (opened with
     * 'pin', short-lived). A head of centre without a PIN yet chooses it here while hoc-login is
     * off (they have no other way in); with hoc-login on they use their e-mail and password.
     */
    async signIn(deviceToken: string, managerId: string, pin: string): Promise<PinSession> {
      const { device, person } = await door.personAtDoor(deviceToken, managerId);
      const session = async () => {
        await repository.rememberSignIn(device.id, person.id);
        const opened = await ctx.sessions.issue({ subjectType: 'manager', managerId: person.id }, 'pin');
        return { ...opened, idleMinutes: device.idleMinutes };
      };
      if (!person.pinHash) {
        const choosesOwn = person.superManager && !(await isFeatureEnabled(ctx.db, 'hoc-login'));
        if (!choosesOwn) throw new AppError('CONFLICT', message('pins.pinNotSet'));
        await repository.setPinHash(person.id, await hashPassword(pin));
        await pinAudit(person.id, 'pin.set', person.id, { deviceId: device.id });
        return session();
      }
      await door.checkPin(device, { ...person, pinHash: person.pinHash }, pin);
      return session();
    },

    /** A head of centre sets a teacher's first PIN or resets a forgotten one. */
    async setTeacherPin(principal: ManagerPrincipal, managerId: string, pin: string): Promise<void> {
      const person = await repository.personOfCentre(principal.centreId, managerId);
      if (!person) throw teacherNotFound();
      // Another head of centre's PIN is theirs to choose (Settings), as their name is (decision 013).
      if (person.superManager && person.id !== principal.managerId) {
        throw new AppError('FORBIDDEN', message('centre.headNotHere'));
      }
      await repository.setPinHash(person.id, await hashPassword(pin));
      const endedSessions = await endWhatTheOldPinOpened(person.id, null);
      await counters.forgetPerson(person.id);
      await pinAudit(principal.managerId, person.pinHash ? 'pin.reset' : 'pin.set', person.id, {
        endedSessions,
      });
    },

    /** The head of centre lifts every wait wrong PINs put on a teacher, on every device. */
    async unlockTeacher(principal: ManagerPrincipal, managerId: string): Promise<void> {
      const person = await repository.personOfCentre(principal.centreId, managerId);
      if (!person) throw teacherNotFound();
      if (person.superManager && person.id !== principal.managerId) {
        throw new AppError('FORBIDDEN', message('centre.headNotHere'));
      }
      await counters.forgetPerson(person.id);
      await pinAudit(principal.managerId, 'pin.unlock', person.id);
    },

    /** Each person's wrong PINs and waits, for the head of centre's list of teachers. */
    async pinStatesOf(managerIds: string[]): Promise<Map<string, PinState>> {
      const states = await counters.statesOf(managerIds, pinLimits.person.maxFailures);
      const since = await repository.devicesSince([
        ...new Set([...states.values()].flatMap((state) => state.deviceWaits.map((wait) => wait.deviceId))),
      ]);
      return new Map(
        [...states].map(([managerId, state]) => [
          managerId,
          {
            failures: state.failures,
            locks: [
              ...state.deviceWaits.map((wait) => ({
                scope: 'device' as const,
                deviceSince: since.get(wait.deviceId)?.toISOString() ?? null,
                until: wait.until.toISOString(),
              })),
              ...(state.personLockedUntil
                ? [
                    {
                      scope: 'new-devices' as const,
                      deviceSince: null,
                      until: state.personLockedUntil.toISOString(),
                    },
                  ]
                : []),
            ],
          },
        ]),
      );
    },

    /** A teacher's or head of centre's own PIN: the current one is asked when one is set. */
    async changeOwnPin(
      principal: ManagerPrincipal,
      currentPin: string | undefined,
      pin: string,
    ): Promise<void> {
      const person = await repository.personOfCentre(principal.centreId, principal.managerId);
      if (!person) throw teacherNotFound();
      if (person.pinHash && !(currentPin && (await verifyPassword(person.pinHash, currentPin)))) {
        throw new AppError('VALIDATION_FAILED', message('pins.currentPinWrong'), 'currentPin');
      }
      await repository.setPinHash(person.id, await hashPassword(pin));
      const endedSessions = await endWhatTheOldPinOpened(person.id, principal.sessionId);
      await pinAudit(principal.managerId, person.pinHash ? 'pin.change' : 'pin.set', person.id, {
        endedSessions,
      });
    },

    /** The head of centre's own centre. */
    setIdleMinutes: (principal: ManagerPrincipal, minutes: number) =>
      updateIdleMinutes({ actorType: 'manager', actorId: principal.managerId }, principal.centreId, minutes),

    /** Any centre, by an admin with the check-in module. */
    setCentreIdleMinutes: (principal: AdminPrincipal, centreId: string, minutes: number) =>
      updateIdleMinutes(adminActor(principal), centreId, minutes),

    endDevicesOf: (centreId: string) => repository.deleteDevicesOf(centreId),
  };
}
export type TeacherPinsService = ReturnType<typeof createTeacherPinsService>;
