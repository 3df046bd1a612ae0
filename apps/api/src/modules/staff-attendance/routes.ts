import {
  centreParamsSchema,
  clockEntrySchema,
  message,
  missedShiftBodySchema,
  ownClockBodySchema,
  pinClockBodySchema,
  shiftCorrectionBodySchema,
  shiftDayQuerySchema,
  shiftParamsSchema,
  shiftSchema,
  shiftVersionSchema,
  successEnvelope,
  timesheetQuerySchema,
  timesheetSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { csvAttachment, csvDownload } from '../../http/csv-attachment';
import type { ManagerPrincipal } from '../../http/principal';
import { access, ok, readerLanguage, route } from '../../http/route-kit';
import { createDoorPinCheck } from '../teacher-pins';
import { createClockService } from './clock-service';
import { createShiftsService } from './shifts-service';
import { getTimesheet, timesheetCsv, timesheetFileName } from './timesheet';

const clocked = (direction: 'IN' | 'OUT') =>
  message(direction === 'IN' ? 'staffAttendance.clockedIn' : 'staffAttendance.clockedOut');
const base = '/api/v2/super-manager/staff-attendance';
const headOfCentre = { access: access.superManager, tag: 'head of centre' } as const;
const checkInsOffice = { access: access.admin('CHECKIN'), tag: 'admin check-ins' } as const;
/** The head of centre's own centre (the route's principal is typed by its role). */
const centreOf = (principal: ManagerPrincipal) => principal.centreId;

/** Staff clocking in and out, the head of centre's corrections and the timesheets (issue 45, decision 130). */
export function staffAttendanceRoutes(ctx: AppContext) {
  const door = createDoorPinCheck(ctx);
  const clock = createClockService(ctx);
  const shifts = createShiftsService(ctx);
  return [
    route({
      method: 'POST',
      path: '/api/v2/center/staff-attendance/clock-pin',
      operationId: 'clockWithPin',
      access: access.public,
      tag: 'centre login',
      summary:
        'A teacher or head of centre clocks in or out at the door phone with their PIN (no session opened)',
      description:
        'The device session comes from `POST /center/login`; the PIN is checked and counted as at the PIN sign-in (decisions 084, 091). A resend of the same `clientRequestId` answers the first recording with `replayed: true`.',
      body: pinClockBodySchema,
      status: 201,
      response: successEnvelope(clockEntrySchema),
      errors: [401, 404, 409, 429],
      handle: async ({ body, request }) => {
        const { device, person } = await door.prove(body.device, body.managerId, body.pin);
        const entry = await clock.clock(
          { centreId: device.centreId, managerId: person.id, signedSince: null },
          body,
          request.log,
        );
        return ok(entry, clocked(entry.direction));
      },
    }),
    route({
      method: 'POST',
      path: '/api/v2/center/staff-attendance/clock',
      operationId: 'clockOwn',
      access: access.teacher,
      tag: 'teacher',
      summary: 'The signed-in teacher or head of centre clocks themselves in or out',
      body: ownClockBodySchema,
      status: 201,
      response: successEnvelope(clockEntrySchema),
      errors: [409],
      handle: async ({ principal, body, request }) => {
        const entry = await clock.clock(
          { centreId: principal.centreId, managerId: principal.managerId, signedSince: principal.openedAt },
          body,
          request.log,
        );
        return ok(entry, clocked(entry.direction));
      },
    }),
    route({
      ...headOfCentre,
      method: 'GET',
      path: `${base}/shifts`,
      operationId: 'listCentreShifts',
      summary: "The centre's shifts of a Kuala Lumpur day (default today), by name; open ones have no end",
      query: shiftDayQuerySchema,
      response: successEnvelope(z.array(shiftSchema)),
      handle: async ({ principal, query }) => ok(await shifts.day(principal, query.date)),
    }),
    route({
      ...headOfCentre,
      method: 'POST',
      path: `${base}/shifts`,
      operationId: 'addMissedShift',
      summary: 'Adds a shift nobody clocked, with the reason (audited)',
      body: missedShiftBodySchema,
      status: 201,
      response: successEnvelope(shiftSchema),
      errors: [404, 409],
      handle: async ({ principal, body, request }) =>
        ok(await shifts.addMissed(principal, body, request.log), message('staffAttendance.added')),
    }),
    route({
      ...headOfCentre,
      method: 'POST',
      path: `${base}/shifts/:shiftId/corrections`,
      operationId: 'correctShift',
      summary:
        "Corrects a shift's clock-in or clock-out with the reason: a new version, the one before kept (audited)",
      params: shiftParamsSchema,
      body: shiftCorrectionBodySchema,
      status: 201,
      response: successEnvelope(shiftSchema),
      errors: [409],
      handle: async ({ principal, params, body, request }) =>
        ok(
          await shifts.correct(principal, params.shiftId, body, request.log),
          message('staffAttendance.corrected'),
        ),
    }),
    route({
      ...headOfCentre,
      method: 'GET',
      path: `${base}/shifts/:shiftId/versions`,
      operationId: 'listShiftVersions',
      summary: "A shift's versions, oldest first, the current one last: times, who recorded each and why",
      params: shiftParamsSchema,
      response: successEnvelope(z.array(shiftVersionSchema)),
      handle: async ({ principal, params }) => ok(await shifts.versions(principal, params.shiftId)),
    }),
    route({
      ...headOfCentre,
      method: 'GET',
      path: `${base}/timesheet`,
      operationId: 'getCentreTimesheet',
      summary:
        "The centre's monthly timesheet (default this month): each person's minutes per day and in total",
      query: timesheetQuerySchema,
      response: successEnvelope(timesheetSchema),
      handle: async ({ principal, query }) => ok(await getTimesheet(ctx, centreOf(principal), query.month)),
    }),
    route({
      ...headOfCentre,
      method: 'GET',
      path: `${base}/timesheet.csv`,
      operationId: 'exportCentreTimesheet',
      summary: "The centre's monthly timesheet as CSV in the reader's language (Accept-Language)",
      query: timesheetQuerySchema,
      ...csvDownload,
      handle: async ({ principal, query, reply, request }) => {
        const sheet = await getTimesheet(ctx, centreOf(principal), query.month);
        return csvAttachment(
          reply,
          timesheetFileName(sheet.month),
          timesheetCsv(sheet, readerLanguage(request)),
        );
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/checkin/center/:centerId/timesheet',
      operationId: 'getCentreTimesheetByAdmin',
      ...checkInsOffice,
      summary:
        "A centre's monthly timesheet (default this month): each person's minutes per day and in total",
      params: centreParamsSchema,
      query: timesheetQuerySchema,
      response: successEnvelope(timesheetSchema),
      handle: async ({ params, query }) => ok(await getTimesheet(ctx, params.centerId, query.month)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/checkin/center/:centerId/timesheet.csv',
      operationId: 'exportCentreTimesheetByAdmin',
      ...checkInsOffice,
      summary: "A centre's monthly timesheet as CSV in the reader's language (Accept-Language)",
      params: centreParamsSchema,
      query: timesheetQuerySchema,
      ...csvDownload,
      handle: async ({ params, query, reply, request }) => {
        const sheet = await getTimesheet(ctx, params.centerId, query.month);
        return csvAttachment(
          reply,
          timesheetFileName(sheet.month),
          timesheetCsv(sheet, readerLanguage(request)),
        );
      },
    }),
  ];
}
