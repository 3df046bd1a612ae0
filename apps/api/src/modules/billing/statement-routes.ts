import {
  pageEnvelope,
  statementAccountSchema,
  statementQuerySchema,
  statementSchema,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok, okPage } from '../../http/envelope';
import { readerLanguage } from '../../http/reader-language';
import { route } from '../../http/route';
import { createStatementService } from './statement-service';

const pdfFile = { type: 'application/pdf', description: 'The PDF file, as an attachment.' } as const;

/** Statements of account (issue 41): the parent's of their own families, the admin's of any (BILLING). */
export function statementRoutes(ctx: AppContext) {
  const service = createStatementService(ctx);
  const admin = { access: access.admin('BILLING'), tag: 'admin billing' } as const;
  const parent = { access: access.parent, tag: 'parent billing' } as const;
  const pdfAnswer = async (
    document: Awaited<ReturnType<typeof service.statement>>,
    language: Parameters<typeof service.pdf>[1],
    reply: { header(name: string, value: string): unknown },
  ) => {
    const { bytes, fileName } = await service.pdf(document, language);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return Buffer.from(bytes);
  };
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
      errors: [404],
      response: z.string(),
      file: pdfFile,
      handle: async ({ query, request, reply }) =>
        pdfAnswer(await service.statement(query), readerLanguage(request), reply),
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
      errors: [404],
      response: z.string(),
      file: pdfFile,
      handle: async ({ principal, query, request, reply }) =>
        pdfAnswer(await service.parentStatement(principal.parentId, query), readerLanguage(request), reply),
    }),
  ];
}
