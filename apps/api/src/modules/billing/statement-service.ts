import {
  billingMessages,
  kualaLumpurDay,
  type Language,
  type Statement,
  type StatementAccount,
  type statementQuerySchema,
} from '@cic/contract';
import type { z } from 'zod';
import { renderStatementPdf } from '../../adapters/invoice-pdf';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { documentCentre, documentOrganisation } from '../invoice-documents';
import { createStatementRepository } from './statement-repository';

type Query = z.output<typeof statementQuerySchema>;

const notFound = () => new AppError('NOT_FOUND', billingMessages.statementNotFound);

/**
 * Statements of account (issue 41): a family at a centre from a day to a day (this Kuala Lumpur
 * year so far unless said), the opening balance the sum of everything before, then each movement
 * with the balance after it. Parents read their own families'; admins (BILLING) any family's.
 */
export function createStatementService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const repository = createStatementRepository(ctx.db);

  async function statement(query: Query): Promise<Statement> {
    const account = await repository.account(query.familyId, query.centerId);
    if (!account) throw notFound();
    const today = kualaLumpurDay(ctx.clock());
    const to = query.to ?? today;
    const from = query.from ?? `${to.slice(0, 4)}-01-01`;
    const movements = await repository.movements(query.familyId, query.centerId, to);
    // Movements come by day: the opening balance is the balance after the last one before `from`.
    let balance = 0;
    let openingBalanceSen = 0;
    const entries: Statement['entries'] = [];
    for (const movement of movements) {
      balance += movement.chargeSen - movement.paymentSen;
      if (movement.date < from) openingBalanceSen = balance;
      else entries.push({ ...movement, balanceSen: balance });
    }
    return {
      organisation: documentOrganisation(ctx.config),
      centre: documentCentre({ centreName: account.centre.name, centreAddress: account.centre.address }),
      family: { namedAfter: account.family.namedAfter },
      from,
      to,
      openingBalanceSen,
      entries,
      closingBalanceSen: balance,
      creditHeldSen: await repository.creditOn(query.familyId, query.centerId, to),
    };
  }

  return {
    statement,

    /** A parent's own family only: another family's answers as not found. */
    async parentStatement(parentId: string, query: Query) {
      if (!(await repository.isMember(parentId, query.familyId))) throw notFound();
      return statement(query);
    },

    accounts: (parentId: string): Promise<StatementAccount[]> => repository.accountsOf(parentId),

    /** The statement as a PDF in the reader's language, named after the family's account and period. */
    async pdf(document: Statement, language: Language) {
      return {
        bytes: await renderStatementPdf(document, language),
        fileName: `STATEMENT-${document.from}-${document.to}.pdf`,
      };
    },
  };
}
