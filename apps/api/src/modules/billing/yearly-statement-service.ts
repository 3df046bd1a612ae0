import { billingMessages, type Language, type YearlyStatement } from '@cic/contract';
import { renderYearlyStatementPdf } from '../../adapters/invoice-pdf';
import type { AppContext } from '../../app-context';
import { invoiceLineOf } from '../../db/invoice-records';
import { AppError } from '../../http/app-error';
import { fileNameSlug } from '../../shared/file-name-slug';
import { documentCentre, documentOrganisation } from '../invoice-documents';
import { createYearlyStatementRepository } from './yearly-statement-repository';

const childNotFound = () => new AppError('NOT_FOUND', billingMessages.childNotFound);

/** `FEE-STATEMENT-2026-AISYAH-TAN.pdf`: a parent of several children saves one a child. */
function yearlyStatementFileName(document: Pick<YearlyStatement, 'year' | 'child'>) {
  const name = fileNameSlug(document.child.name, 40).toUpperCase();
  return `FEE-STATEMENT-${document.year}${name ? `-${name}` : ''}.pdf`;
}

/** Yearly fee statements (issue 41): a child's fees paid in a year, for the parent's tax relief claim. */
export function createYearlyStatementService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const repository = createYearlyStatementRepository(ctx.db);

  async function statement(childId: string, year: number): Promise<YearlyStatement> {
    const child = await repository.child(childId);
    if (!child) throw childNotFound();
    const paid = await repository.paidFeeLines(childId, year);
    const facts = new Map(
      (await repository.lines(paid.map((line) => line.lineId))).map((row) => [row.id, row]),
    );
    const lines: YearlyStatement['lines'] = [];
    const feesOfInvoice = new Map<string, number>();
    for (const line of paid) {
      const row = facts.get(line.lineId);
      if (!row) continue;
      const { amountSen, charge } = invoiceLineOf(row);
      if (charge.kind === 'OVERTIME') continue;
      lines.push({ invoiceNumber: line.invoiceNumber, paidOn: line.paidOn, amountSen, charge });
      feesOfInvoice.set(line.invoiceNumber, (feesOfInvoice.get(line.invoiceNumber) ?? 0) + amountSen);
    }
    // A refund comes off the fees of its invoice, never more than they were.
    const refunds: YearlyStatement['refunds'] = [];
    const invoiceIds = [...new Set(paid.map((line) => line.invoiceId))];
    for (const refund of await repository.refunds(invoiceIds)) {
      const left = feesOfInvoice.get(refund.invoiceNumber) ?? 0;
      const amountSen = Math.min(refund.amountSen, left);
      if (amountSen <= 0) continue;
      feesOfInvoice.set(refund.invoiceNumber, left - amountSen);
      refunds.push({ ...refund, amountSen });
    }
    const totalSen =
      lines.reduce((sum, line) => sum + line.amountSen, 0) -
      refunds.reduce((sum, refund) => sum + refund.amountSen, 0);
    return {
      organisation: documentOrganisation(ctx.config),
      centre: {
        ...documentCentre({ centreName: child.centreName, centreAddress: child.centreAddress }),
        registrationNumber: child.registrationNumber,
      },
      child: { name: child.name, myKidNumber: child.myKidNumber },
      year,
      lines,
      refunds,
      totalSen,
    };
  }

  return {
    statement,
    /** The parent's own child only: another's answers as not found. */
    async parentStatement(parentId: string, childId: string, year: number) {
      const child = await repository.child(childId);
      if (!child?.familyId || !(await repository.isParentOf(parentId, child.familyId))) throw childNotFound();
      return statement(childId, year);
    },
    async pdf(document: YearlyStatement, language: Language) {
      return {
        bytes: await renderYearlyStatementPdf(document, language),
        fileName: yearlyStatementFileName(document),
      };
    },
  };
}
