import { message } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../security/passwords';
import { hashSessionToken } from '../../security/session-tokens';
import { isFeatureEnabled } from '../config-flags';
import { createPinThrottle } from './pin-throttle';
import { createTeacherPinsRepository } from './repository';

const teacherNotFound = () => new AppError('NOT_FOUND', message('centre.teacherNotFound'));
const deviceSignedOut = () => new AppError('UNAUTHENTICATED', message('pins.deviceSignedOut'));

type Repository = ReturnType<typeof createTeacherPinsRepository>;
export type DoorDevice = NonNullable<Awaited<ReturnType<Repository['liveDevice']>>>;
export type DoorPerson = NonNullable<Awaited<ReturnType<Repository['personOfCentre']>>>;

/**
 * The door phone's name-then-PIN step (decisions 084, 091): the device session, a person of its
 * centre, and their PIN through the throttle that counts wrong ones per person and device. The PIN
 * sign-in opens a session with it; clocking in records a shift with it (decision 130).
 */
export function createDoorPinCheck(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = createTeacherPinsRepository(ctx.db);
  const throttle = createPinThrottle(ctx.db, repository.audit, ctx.clock);

  /** The live device and the person of its centre picked on it; refused as the sign-in always was. */
  async function personAtDoor(deviceToken: string, managerId: string) {
    if (!(await isFeatureEnabled(ctx.db, 'teacher-pins'))) {
      throw new AppError('CONFLICT', message('pins.pinsSwitchedOff'));
    }
    const device = await repository.liveDevice(hashSessionToken(deviceToken), ctx.clock());
    if (!device) throw deviceSignedOut();
    const person = await repository.personOfCentre(device.centreId, managerId);
    if (!person) throw teacherNotFound();
    return { device, person };
  }

  /** The person's PIN, counted by the throttle; a wrong one answers 401 on `pin`. */
  async function checkPin(device: DoorDevice, person: DoorPerson & { pinHash: string }, pin: string) {
    const pinHash = person.pinHash;
    const right = await throttle.attempt(
      {
        managerId: person.id,
        deviceId: device.id,
        knownDevice: device.signedInManagerIds.includes(person.id),
      },
      () => verifyPassword(pinHash, pin),
    );
    if (!right) throw new AppError('UNAUTHENTICATED', message('pins.pinWrong'), 'pin');
  }

  return {
    personAtDoor,
    checkPin,

    /** Both steps for a person who must already have a PIN (clocking in: nobody chooses one there). */
    async prove(deviceToken: string, managerId: string, pin: string) {
      const { device, person } = await personAtDoor(deviceToken, managerId);
      const { pinHash } = person;
      if (!pinHash) throw new AppError('CONFLICT', message('pins.pinNotSet'));
      await checkPin(device, { ...person, pinHash }, pin);
      return { device, person };
    },
  };
}
export type DoorPinCheck = ReturnType<typeof createDoorPinCheck>;
