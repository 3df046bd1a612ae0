import type { centreActivationBodySchema } from '@cic/contract';
import { message } from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { hashPassword } from '../../security/passwords';
import { centreNotFound } from '../../shared/centre-not-found';
import { createCentreActivationRepository } from './repository';

type ActivationBody = z.infer<typeof centreActivationBodySchema>;

const emailTaken = () => new AppError('CONFLICT', message('auth.emailInUse'), 'email');

/**
 * The head of centre's display name, from their e-mail ('siti.head@…' → 'Siti Head'): the
 * activation form's `name` is the centre's own (read-only) name, and the form has no other name field.
 */
export function headOfCentreName(email: string): string {
  const words = (email.split('@')[0] ?? '').split(/[._\-+\d]+/).filter(Boolean);
  const name = words.map((word) => word[0]?.toUpperCase() + word.slice(1).toLowerCase()).join(' ');
  return name || 'Head of Center';
}

/**
 * Activates an unregistered centre: its head of centre (name, e-mail, argon2id password) and the
 * shared centre password (sealed, shown again in the access link) in one transaction, audited
 * without any password.
 */
export function createCentreActivationService(ctx: Pick<AppContext, 'db' | 'cipher' | 'clock'>) {
  return {
    async activate(principal: AdminPrincipal, body: ActivationBody): Promise<{ centerId: string }> {
      const passwordHash = await hashPassword(body.password);
      const email = body.email.toLowerCase();
      try {
        return await inTransaction(ctx.db, createCentreActivationRepository, async (tx) => {
          const centre = await tx.centreForUpdate(body.centerId);
          if (!centre) throw centreNotFound();
          if (centre.activatedAt) throw new AppError('CONFLICT', message('centre.alreadyActive'));
          if (await tx.emailTaken(email)) throw emailTaken();
          const now = ctx.clock();
          const head = await tx.createHeadOfCentre({
            centreId: centre.id,
            name: headOfCentreName(email),
            email,
            passwordHash,
          });
          await tx.activate(centre.id, ctx.cipher.encrypt(body.centerPassword), now);
          await tx.audit({
            ...adminActor(principal),
            action: 'centre.activate',
            entityType: 'centre',
            entityId: centre.id,
            details: { headOfCentreId: head.id, email },
          });
          return { centerId: centre.id };
        });
      } catch (error) {
        // Two activations with the same e-mail at once: the second meets the unique index.
        if (!(error instanceof AppError) && isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  };
}
