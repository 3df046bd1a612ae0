import { createHash, timingSafeEqual } from 'node:crypto';
import type { AdminRegisterBody, AdminRegisterResult, SessionToken } from '@cic/contract';
import { message } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { createLoginThrottle } from '../../http/failed-attempts/login-throttle';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { createAdminAuthRepository } from './repository';

/** One message for a wrong e-mail and a wrong password (the web shows it as the toast title). */
const loginFailed = () => new AppError('UNAUTHENTICATED', message('auth.loginFailed'));
/** The spec's alert for a wrong registration prompt. */
const wrongCode = () => new AppError('FORBIDDEN', message('auth.invalidPassword'));

/** Compares two secrets in constant time whatever their lengths (digests have one length). */
function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createAdminAuthService(ctx: Pick<AppContext, 'db' | 'config' | 'sessions' | 'clock'>) {
  const repository = createAdminAuthRepository(ctx.db);
  const throttle = createLoginThrottle(ctx.db, ctx.clock);
  // Unknown e-mails still pay for a comparison, so timing does not tell them apart.
  let decoyHash: Promise<string> | undefined;

  /** The registration code, counted per address like a password (403 when wrong, 429 when locked). */
  async function checkRegistrationCode(code: string, address: string) {
    const matched = await throttle.attempt(
      { login: 'admin-registration-code', account: 'registration code', address },
      async () => (sameSecret(code, ctx.config.adminRegistrationCode) ? true : null),
    );
    if (!matched) throw wrongCode();
  }

  return {
    async login(email: string, password: string, address: string): Promise<SessionToken> {
      const admin = await throttle.attempt({ login: 'admin-login', account: email, address }, async () => {
        const found = await repository.adminByEmail(email);
        decoyHash ??= hashPassword('decoy-admin-password');
        const matches = await verifyPassword(found?.passwordHash ?? (await decoyHash), password);
        return found && matches ? found : null;
      });
      if (!admin) throw loginFailed();
      return ctx.sessions.issue({ subjectType: 'admin', adminId: admin.id }, 'personal-password');
    },

    checkRegistrationCode,

    /**
     * A new admin. The first admin ever registered gets every module of the catalogue, in its
     * order, so somebody can grant the others; later admins start with none.
     */
    async register(body: AdminRegisterBody, address: string): Promise<AdminRegisterResult> {
      await checkRegistrationCode(body.registrationCode, address);
      const passwordHash = await hashPassword(body.password);
      return inTransaction(ctx.db, createAdminAuthRepository, async (tx) => {
        await tx.lockRegistrations();
        if (await tx.adminByEmail(body.email)) {
          throw new AppError('CONFLICT', message('auth.emailRegistered'), 'email');
        }
        const first = (await tx.countAdmins()) === 0;
        const admin = await tx.createAdmin(body.email, passwordHash);
        const modules = first ? await tx.allModules() : [];
        await tx.grant(
          admin.id,
          modules.map((module) => module.id),
        );
        await tx.audit({
          actorType: 'admin',
          actorId: admin.id,
          action: 'admin.register',
          entityType: 'admin',
          entityId: admin.id,
          details: { email: admin.email, firstAdmin: first, modules: modules.map((module) => module.key) },
        });
        return admin;
      });
    },
  };
}
