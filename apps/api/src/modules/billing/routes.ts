import {
  billingPackageSchema,
  billingPackagesQuerySchema,
  billingRunDetailSchema,
  billingRunInvoiceSchema,
  billingRunInvoicesQuerySchema,
  billingRunSchema,
  billingRunsQuerySchema,
  billingSettingsSchema,
  childEnrolmentsSchema,
  childIdParams,
  createFeeBodySchema,
  enrolBodySchema,
  enrolmentRowSchema,
  enrolmentsQuerySchema,
  feeIdParams,
  feePriceBodySchema,
  feeSchema,
  message,
  packageIdParams,
  pageEnvelope,
  runIdParams,
  startBillingRunBodySchema,
  successEnvelope,
  withdrawalBodySchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, okPage, readerLanguage, route } from '../../http/route-kit';
import { createEnrolmentsService } from './enrolments-service';
import { createFeesService } from './fees-service';
import { createBillingRunsService } from './runs-service';

const admin = { access: access.admin('BILLING'), tag: 'admin billing' } as const;
const base = '/api/v2/admin/billing';
const runStarted = successEnvelope(z.object({ id: z.uuid() }));

/** The BILLING module (issue 41, decision 098): fees, enrolments, month runs and settings. */
export function billingRoutes(ctx: AppContext) {
  const fees = createFeesService(ctx);
  const enrolments = createEnrolmentsService(ctx);
  const runs = createBillingRunsService(ctx);
  return [
    route({
      ...admin,
      method: 'GET',
      path: `${base}/packages`,
      operationId: 'listBillingPackages',
      summary:
        'Packages by centre and name, paged, each with its fees: every price newest month first and the one the current Kuala Lumpur month is billed at',
      query: billingPackagesQuerySchema,
      response: pageEnvelope(billingPackageSchema),
      handle: async ({ query }) => {
        const { packages, meta } = await fees.packages(query);
        return okPage(packages, meta);
      },
    }),
    changeRoute({
      ...admin,
      method: 'POST',
      path: `${base}/packages/:packageId/fees`,
      operationId: 'createFee',
      summary:
        "Adds a package's monthly fee (one per package) or a one-off fee (on enrolment, each January, once) with its first price from a month on",
      params: packageIdParams,
      body: createFeeBodySchema,
      status: 201,
      errors: [409],
      data: feeSchema,
      done: message('success.feeAdded'),
      change: ({ principal, params, body }) => fees.create(principal, params.packageId, body),
    }),
    changeRoute({
      ...admin,
      method: 'POST',
      path: `${base}/fees/:feeId/prices`,
      operationId: 'setFeePrice',
      summary:
        'Sets the price (and, for a monthly fee, the sibling discount) from a month on: a new row, so earlier months keep the price they had',
      params: feeIdParams,
      body: feePriceBodySchema,
      status: 201,
      errors: [409],
      data: feeSchema,
      done: message('success.feePriceSet'),
      change: ({ principal, params, body }) => fees.setPrice(principal, params.feeId, body),
    }),
    changeRoute({
      ...admin,
      method: 'POST',
      path: `${base}/fees/:feeId/archive`,
      operationId: 'archiveFee',
      summary: 'Retires a one-off fee: no run charges it again; invoices keep it (a monthly fee: 409)',
      params: feeIdParams,
      errors: [409],
      data: feeSchema,
      done: message('success.feeRetired'),
      change: ({ principal, params }) => fees.archive(principal, params.feeId),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/enrolments`,
      operationId: 'listEnrolments',
      summary: 'Children by centre and name, paged, each with its latest enrolment period',
      query: enrolmentsQuerySchema,
      response: pageEnvelope(enrolmentRowSchema),
      handle: async ({ query }) => {
        const { rows, meta } = await enrolments.list(query);
        return okPage(rows, meta);
      },
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/children/:childId/enrolments`,
      operationId: 'getChildEnrolments',
      summary: "A child's enrolment periods, newest first, and the packages of its centre",
      params: childIdParams,
      response: successEnvelope(childEnrolmentsSchema),
      handle: async ({ params }) => ok(await enrolments.read(params.childId)),
    }),
    changeRoute({
      ...admin,
      method: 'POST',
      path: `${base}/children/:childId/enrolments`,
      operationId: 'enrolChild',
      summary:
        'Enrols the child in a package of its centre from a day; when a period covers that day, it ends the day before (a package change)',
      params: childIdParams,
      body: enrolBodySchema,
      errors: [409],
      data: childEnrolmentsSchema,
      done: message('success.enrolmentSaved'),
      change: ({ principal, params, body }) => enrolments.enrol(principal, params.childId, body),
    }),
    changeRoute({
      ...admin,
      method: 'POST',
      path: `${base}/children/:childId/withdrawal`,
      operationId: 'recordWithdrawal',
      summary: 'Records the last day the child is billed for: its enrolment ends then',
      params: childIdParams,
      body: withdrawalBodySchema,
      errors: [409],
      data: childEnrolmentsSchema,
      done: message('success.withdrawalRecorded'),
      change: ({ principal, params, body }) => enrolments.withdraw(principal, params.childId, body),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/runs`,
      operationId: 'listBillingRuns',
      summary: 'Month runs, the newest month first, paged',
      query: billingRunsQuerySchema,
      response: pageEnvelope(billingRunSchema),
      handle: async ({ query, request }) => {
        const { runs: rows, meta } = await runs.list(query.page, query.limit, readerLanguage(request));
        return okPage(rows, meta);
      },
    }),
    route({
      ...admin,
      method: 'POST',
      path: `${base}/runs`,
      operationId: 'startBillingRun',
      summary:
        "Queues the month's run, which drafts one invoice per family and centre (fees, discounts, the month before's late pick-ups), and answers 202 with its id",
      description:
        'Running a month again drafts only what is not billed yet. A month being drafted or issued answers 409. Read the run at `GET /api/v2/admin/billing/runs/{runId}`.',
      body: startBillingRunBodySchema,
      status: 202,
      errors: [409],
      response: runStarted,
      handle: async ({ principal, body }) =>
        ok(
          await runs.start(principal, body.month, body.issueWhenDrafted),
          message('success.billingRunStarted'),
        ),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/runs/:runId`,
      operationId: 'getBillingRun',
      summary: "A month run: its state and figures, and its invoices' totals by centre",
      params: runIdParams,
      response: successEnvelope(billingRunDetailSchema),
      handle: async ({ params, request }) => ok(await runs.read(params.runId, readerLanguage(request))),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/runs/:runId/invoices`,
      operationId: 'listBillingRunInvoices',
      summary:
        "A run's invoices by centre and family, paged, each with the family's total the month before; `changed=true` keeps the new and the changed",
      params: runIdParams,
      query: billingRunInvoicesQuerySchema,
      response: pageEnvelope(billingRunInvoiceSchema),
      handle: async ({ params, query }) => {
        const { invoices, meta } = await runs.invoices(params.runId, query);
        return okPage(invoices, meta);
      },
    }),
    route({
      ...admin,
      method: 'POST',
      path: `${base}/runs/:runId/issue`,
      operationId: 'issueBillingRun',
      summary:
        "Queues the issuing of a drafted run's drafts: numbered in order of centre and family from the year's gap-free sequence, each family told",
      params: runIdParams,
      status: 202,
      errors: [409],
      response: runStarted,
      handle: async ({ principal, params }) =>
        ok(await runs.issue(principal, params.runId), message('success.billingRunIssuing')),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/settings`,
      operationId: 'getBillingSettings',
      summary:
        "The run day (Kuala Lumpur), whether drafts issue on their own, and the reminders' days from the due date",
      response: successEnvelope(billingSettingsSchema),
      handle: async () => ok(await runs.settings()),
    }),
    changeRoute({
      ...admin,
      method: 'PUT',
      path: `${base}/settings`,
      operationId: 'saveBillingSettings',
      summary: 'Saves the billing settings',
      body: billingSettingsSchema,
      data: billingSettingsSchema,
      done: message('success.billingSettingsSaved'),
      change: ({ principal, body }) => runs.saveSettings(principal, body),
    }),
  ];
}
