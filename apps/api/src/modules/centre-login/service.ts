import { type CentreOption, type CentreTeacher, isUuid, message, type SessionToken } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createLoginThrottle } from '../../http/failed-attempts/login-throttle';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { isFeatureEnabled } from '../config-flags';
import { createTeacherPinsService } from '../teacher-pins';
import { createCentreLoginRepository } from './repository';

/** One message for every failure, so nobody learns whether the centre or the password was wrong. */
const centreLoginFailed = () => new AppError('UNAUTHENTICATED', message('auth.centreLoginFailed'));
const hocLoginFailed = () => new AppError('UNAUTHENTICATED', message('auth.hocLoginFailed'));

/** Ringgit with 2 decimals from integer sen. */
const ringgit = (sen: number) => Math.round(sen) / 100;

export function createCentreLoginService(ctx: Pick<AppContext, 'db' | 'cipher' | 'sessions' | 'clock'>) {
  const repository = createCentreLoginRepository(ctx.db);
  const throttle = createLoginThrottle(ctx.db, ctx.clock);
  const pins = createTeacherPinsService(ctx);
  // Unknown centres and e-mails still pay for a comparison, so timing does not tell them apart.
  const decoySealed = ctx.cipher.encrypt('decoy-centre-password');
  let decoyHash: Promise<string> | undefined;

  return {
    listCentres(): Promise<CentreOption[]> {
      return repository.activatedCentres();
    },

    async listPackages(centreId: string) {
      const centre = await repository.activatedCentre(centreId);
      if (!centre) throw new AppError('NOT_FOUND', message('centre.notFound'));
      const rows = await repository.activePackages(centre.id);
      return rows.map((row) => ({ id: row.id, name: row.name, onlineRegistrationFee: ringgit(row.feeSen) }));
    },

    /**
     * The shared centre password opens the whole centre: every current teacher comes back with a
     * fresh token (the teacher grid stores the one chosen). While hoc-login is on, a head of centre
     * gets no token here and must pass `loginHoc`. While Teacher PINs is on nobody gets a token
     * here: the cards say who has a PIN and carry one device session, which `POST /center/login-pin`
     * takes with the person's PIN (decision 084).
     */
    async loginCentre(centreId: string, password: string, address: string): Promise<CentreTeacher[]> {
      const centre = await throttle.attempt(
        { login: 'centre-login', account: centreId, address },
        async () => {
          const found = isUuid(centreId) ? await repository.activatedCentre(centreId) : null;
          const sealed = found?.passwordCiphertext ?? decoySealed;
          const matches = ctx.cipher.matches(sealed, password);
          return found?.passwordCiphertext && matches ? found : null;
        },
      );
      if (!centre) throw centreLoginFailed();

      const [teachers, hocLogin, pinsOn] = await Promise.all([
        repository.teachersOf(centre.id),
        isFeatureEnabled(ctx.db, 'hoc-login'),
        pins.pinsOn(),
      ]);
      if (pinsOn) {
        const device = await pins.openDevice(centre.id, address);
        return teachers.map(({ pinSet, ...teacher }) => ({
          ...teacher,
          token: null,
          expiresAt: null,
          pin: pinSet ? ('set' as const) : ('not-set' as const),
          device,
        }));
      }
      return Promise.all(
        teachers.map(async (teacher) => {
          const session =
            teacher.superManager && hocLogin
              ? { token: null, expiresAt: null }
              : await ctx.sessions.issue(
                  { subjectType: 'manager', managerId: teacher.id },
                  'centre-password',
                );
          return {
            id: teacher.id,
            name: teacher.name,
            superManager: teacher.superManager,
            ...session,
            pin: null,
            device: null,
          };
        }),
      );
    },

    /** A head of centre's own e-mail and argon2id password. */
    async loginHoc(email: string, password: string, address: string): Promise<SessionToken> {
      const manager = await throttle.attempt({ login: 'hoc-login', account: email, address }, async () => {
        const found = await repository.superManagerByEmail(email);
        decoyHash ??= hashPassword('decoy-head-of-centre-password');
        const passwordHash = found?.passwordHash ?? (await decoyHash);
        const matches = await verifyPassword(passwordHash, password);
        return found?.passwordHash && matches ? found : null;
      });
      if (!manager) throw hocLoginFailed();
      return ctx.sessions.issue({ subjectType: 'manager', managerId: manager.id }, 'personal-password');
    },
  };
}
