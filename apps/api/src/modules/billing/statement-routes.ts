import {
  pageEnvelope,
  type Statement,
  statementAccountSchema,
  statementQuerySchema,
  statementSchema,
  successEnvelope,
  type YearlyStatement,
  yearlyStatementQuerySchema,
} from '@cic/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { pdfAttachment, pdfDownload } from '../../http/pdf-attachment';
import { access, ok, okPage, readerLanguage, route } from '../../http/route-kit';
import { createStatementService } from './statement-service';
import { createYearlyStatementService } from './yearly-statement-service';

/** A statement's PDF: another family's or child's statement is not found. */
const statementPdf = { ...pdfDownload, errors: [404] } as const;
type Http = { request: FastifyRequest; reply: FastifyReply };

/** Statements of account (issue 41): the parent's of their own families, the admin's of any (BILLING). */
export function statementRoutes(ctx: AppContext) {
  const service = createStatementService(ctx);
  const yearly = createYearlyStatementService(ctx);
  const admin = { access: access.admin('BILLING'), tag: 'admin billing' } as const;
  const parent = { access: access.parent, tag: 'parent billing' } as const;
  /** A statement as the PDF download in the reader's language (Accept-Language). */
  const drawnStatement = async ({ request, reply }: Http, statement: Statement) =>
    pdfAttachment(reply, await service.pdf(statement, readerLanguage(request)));
  const drawnYearlyStatement = async ({ request, reply }: Http, statement: YearlyStatement) =>
    pdfAttachment(reply, await yearly.pdf(statement, readerLanguage(request)));
  return [
    route({
      ...admin,
      method: 'GET',
      path: '/api/v2/admin/billing/statement',
      operationId: 'getFamilyStatement',
      summary:
        "A family's statement of account at a centre from a day to a day (this year so far by default): the opening balance, every charge and payment with the balance after it, the closing balance and the credit held",
      query: statementQuerySchema,
      errors: [404],
      response: successEnvelope(statementSchema),
      handle: async ({ query }) => ok(await service.statement(query)),
    }),
    route({
      ...admin,
      method: 'GET',
      path: '/api/v2/admin/billing/statement/pdf',
      operationId: 'downloadFamilyStatementPdf',
      summary: "The family's statement of account as a PDF in the reader's language (Accept-Language)",
      query: statementQuerySchema,
      ...statementPdf,
      handle: async ({ query, ...http }) => drawnStatement(http, await service.statement(query)),
    }),
    route({
      ...parent,
      method: 'GET',
      path: '/api/v2/parent/billing/statements',
      operationId: 'listParentStatementAccounts',
      summary:
        "The parent's families at each centre that invoiced them: the accounts they have a statement of",
      response: pageEnvelope(statementAccountSchema),
      handle: async ({ principal }) => {
        const accounts = await service.accounts(principal.parentId);
        return okPage(accounts, { page: 1, limit: accounts.length, total: accounts.length });
      },
    }),
    route({
      ...parent,
      method: 'GET',
      path: '/api/v2/parent/billing/statement',
      operationId: 'getParentStatement',
      summary: "The parent's own family's statement of account at a centre (another family's: 404)",
      query: statementQuerySchema,
      errors: [404],
      response: successEnvelope(statementSchema),
      handle: async ({ principal, query }) => ok(await service.parentStatement(principal.parentId, query)),
    }),
    route({
      ...parent,
      method: 'GET',
      path: '/api/v2/parent/billing/statement/pdf',
      operationId: 'downloadParentStatementPdf',
      summary: "The parent's own family's statement of account as a PDF in the reader's language",
      query: statementQuerySchema,
      ...statementPdf,
      handle: async ({ principal, query, ...http }) =>
        drawnStatement(http, await service.parentStatement(principal.parentId, query)),
    }),
    route({
      ...admin,
      method: 'GET',
      path: '/api/v2/admin/billing/yearly-statement/pdf',
      operationId: 'downloadYearlyFeeStatementPdf',
      summary:
        "A child's yearly fee statement as a PDF in the reader's language: the fees paid to the centre in the year, with the centre's registration number",
      query: yearlyStatementQuerySchema,
      ...statementPdf,
      handle: async ({ query, ...http }) =>
        drawnYearlyStatement(http, await yearly.statement(query.childId, query.year)),
    }),
    route({
      ...parent,
      method: 'GET',
      path: '/api/v2/parent/billing/yearly-statement/pdf',
      operationId: 'downloadParentYearlyFeeStatementPdf',
      summary:
        "The parent's own child's yearly fee statement as a PDF, for the childcare fee tax relief (another child: 404)",
      query: yearlyStatementQuerySchema,
      ...statementPdf,
      handle: async ({ principal, query, ...http }) =>
        drawnYearlyStatement(
          http,
          await yearly.parentStatement(principal.parentId, query.childId, query.year),
        ),
    }),
  ];
}
