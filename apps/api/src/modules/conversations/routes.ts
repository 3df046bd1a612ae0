import {
  archiveThreadFormSchema,
  centreThreadSchema,
  inboxQuerySchema,
  inboxSchema,
  message,
  messageAttachmentField,
  messageAttachmentFieldsSchema,
  officeCentresSchema,
  officeInboxQuerySchema,
  parentThreadFormSchema,
  replyFormSchema,
  sentThreadsSchema,
  staffThreadFormSchema,
  successEnvelope,
  threadIdParams,
  threadMessageSchema,
  threadSchema,
  uploadedAttachmentSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { eventStream, eventStreamAnswer } from '../../http/event-stream';
import {
  access,
  changeRoute,
  ok,
  type PrincipalFor,
  type Route,
  type RouteInput,
  route,
} from '../../http/route-kit';
import { readAttachmentForm } from './attachment-form';
import type { Reader } from './inbox-repository';
import type { MessageEvents } from './message-events';
import { createOfficeConversations } from './office';
import { type Author, createConversationsService } from './service';

type Service = ReturnType<typeof createConversationsService>;

const officeAccess = access.admin('MESSAGES');
type SideAccess = typeof access.parent | typeof access.teacher | typeof officeAccess;

/**
 * One side of the conversations (decisions 112, 116): the family's parents, the centre's staff
 * with their shared inbox, or head office. Each side lists, answers and archives its threads the
 * same way.
 */
type InboxQuerySchema = typeof inboxQuerySchema | typeof officeInboxQuerySchema;
type Side<A extends SideAccess, Q extends InboxQuerySchema> = {
  path: string;
  access: A;
  tag: 'parent' | 'center' | 'admin';
  /** `Parent` or `Centre`, in the operations' names. */
  name: string;
  readerOf: (principal: PrincipalFor<A>) => Reader;
  authorOf: (principal: PrincipalFor<A>) => Author;
  /** The inbox's query, and its list. */
  query: Q;
  list: (
    principal: PrincipalFor<A>,
    query: NonNullable<RouteInput<A, undefined, Q, undefined>['query']>,
  ) => Promise<z.input<typeof inboxSchema>>;
  /** A thread as this side sees it (the centre's with the family's read receipts), marked read. */
  thread: typeof threadSchema | typeof centreThreadSchema;
  open: (principal: PrincipalFor<A>, threadId: string) => Promise<z.input<typeof threadSchema>>;
  summaries: { list: string; open: string; reply: string; archive: string; stream: string; upload: string };
};

/** Where a side's routes are and who calls them. */
const placeOf = <A extends SideAccess, Q extends InboxQuerySchema>(side: Side<A, Q>) => ({
  path: side.path,
  access: side.access,
  tag: side.tag,
});

const archivedMessage = (archived: boolean) =>
  message(archived ? 'success.threadArchived' : 'success.threadUnarchived');

/** The list, reply and archive routes every side has. */
function sideRoutes<A extends SideAccess, Q extends InboxQuerySchema>(
  side: Side<A, Q>,
  service: Service,
  events: MessageEvents,
): Route[] {
  const { name, readerOf, authorOf, thread, open, list, summaries } = side;
  const { path, ...row } = placeOf(side);
  return [
    route<A>({
      ...row,
      method: 'GET',
      path: `${path}/stream`,
      operationId: `follow${name}Messages`,
      summary: summaries.stream,
      description:
        "Server-sent events: `ready` once the stream follows new messages (read the inbox again then), and a `message` event `{ threadId }` for each new message in a thread the caller may read; a parent's stream also has a `care` event `{ childId }` when the care log of a child of theirs changes (read that child's day again). Events carry ids only; the page reads the thread. The stream ends after a few minutes and on a lost database connection; the client reconnects (after `retry`) and reads its inbox again, so nothing is missed.",
      ...eventStreamAnswer('Server-sent events, one `message` event per new message.'),
      handle: async ({ principal, request, reply }) => {
        const audiences = await service.audiencesOf(readerOf(principal));
        return eventStream(request, reply, (stream) =>
          events.follow(audiences, {
            notice: (notice) => stream.send('message', { threadId: notice.threadId }),
            // Only a family's stream hears of its children's care log (decision 117).
            care: (notice) => stream.send('care', { childId: notice.childId }),
            end: () => stream.end(),
          }),
        );
      },
    }),
    route<A, undefined, Q>({
      ...row,
      method: 'GET',
      path,
      operationId: `list${name}MessageThreads`,
      summary: summaries.list,
      query: side.query,
      response: successEnvelope(inboxSchema),
      handle: async ({ principal, query }) => ok(await list(principal, query)),
    }),
    route<A>({
      ...row,
      method: 'POST',
      path: `${path}/attachments`,
      operationId: `upload${name}MessageAttachment`,
      summary: summaries.upload,
      description:
        "A photo (JPEG, PNG or WebP, re-encoded without its metadata) or a PDF, up to 10 MB, kept pending for a day; its id then goes in a message's `attachmentIds` (at most 5).",
      multipart: { fields: messageAttachmentFieldsSchema, files: [messageAttachmentField] },
      status: 201,
      response: successEnvelope(uploadedAttachmentSchema),
      errors: [413, 415],
      handle: async ({ principal, request }) => {
        const form = await readAttachmentForm(request);
        return ok(await service.upload(authorOf(principal), form.file, form.fileName));
      },
    }),
    route<A, typeof threadIdParams>({
      ...row,
      method: 'GET',
      path: `${path}/:threadId`,
      operationId: `get${name}MessageThread`,
      summary: summaries.open,
      params: threadIdParams,
      response: successEnvelope(thread),
      handle: async ({ principal, params }) => ok(await open(principal, params.threadId)),
    }),
    changeRoute<
      A,
      typeof threadIdParams,
      undefined,
      typeof replyFormSchema,
      typeof threadMessageSchema,
      undefined
    >({
      ...row,
      method: 'POST',
      path: `${path}/:threadId/replies`,
      operationId: `replyTo${name}MessageThread`,
      summary: summaries.reply,
      params: threadIdParams,
      body: replyFormSchema,
      status: 201,
      data: threadMessageSchema,
      done: message('success.messageSent'),
      change: ({ principal, params, body, request }) =>
        service.reply(authorOf(principal), params.threadId, body, request.log),
    }),
    route<A, typeof threadIdParams, undefined, typeof archiveThreadFormSchema>({
      ...row,
      method: 'PUT',
      path: `${path}/:threadId/archive`,
      operationId: `archive${name}MessageThread`,
      summary: summaries.archive,
      params: threadIdParams,
      body: archiveThreadFormSchema,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params, body }) => {
        await service.archive(readerOf(principal), params.threadId, body.archived);
        return ok(null, archivedMessage(body.archived));
      },
    }),
  ];
}

/** Parents' routes: the threads of their families with their children's centres. */
function parentRoutes(service: Service, events: MessageEvents) {
  const parents: Side<typeof access.parent, typeof inboxQuerySchema> = {
    path: '/api/v2/parent/messages',
    access: access.parent,
    tag: 'parent',
    name: 'Parent',
    readerOf: (principal) => ({ kind: 'PARENT', parentId: principal.parentId }),
    authorOf: (principal) => ({ kind: 'PARENT', parentId: principal.parentId }),
    query: inboxQuerySchema,
    list: (principal, query) => service.list({ kind: 'PARENT', parentId: principal.parentId }, query),
    thread: threadSchema,
    open: (principal, threadId) => service.open({ kind: 'PARENT', parentId: principal.parentId }, threadId),
    summaries: {
      list: "The parent's families' conversations with their centres, newest activity first",
      open: 'A conversation with its messages, oldest first; marks it read for the parent',
      reply: 'Answers in a conversation of the family',
      archive: "Moves a conversation to the family's archive, or back to its inbox",
      stream: "New messages in the parent's families' conversations, as they are written",
      upload: "A photo or PDF for the parent's next message",
    },
  };
  return [
    ...sideRoutes(parents, service, events),
    changeRoute({
      ...placeOf(parents),
      method: 'POST',
      operationId: 'startParentMessageThread',
      summary: "Writes to the child's centre, or to head office, about the child, opening a conversation",
      body: parentThreadFormSchema,
      status: 201,
      data: threadSchema,
      errors: [404],
      done: message('success.messageSent'),
      change: ({ principal, body, request }) =>
        service.startFromParent(principal.parentId, body, request.log),
    }),
  ];
}

/** Staff routes: the centre's shared inbox, read and written by its teachers and head of centre. */
function centreRoutes(service: Service, events: MessageEvents) {
  const centre: Side<typeof access.teacher, typeof inboxQuerySchema> = {
    path: '/api/v2/center/messages',
    access: access.teacher,
    tag: 'center',
    name: 'Centre',
    readerOf: (principal) => ({ kind: 'CENTRE', centreId: principal.centreId }),
    authorOf: (principal) => ({ kind: 'STAFF', principal }),
    query: inboxQuerySchema,
    list: (principal, query) => service.list({ kind: 'CENTRE', centreId: principal.centreId }, query),
    thread: centreThreadSchema,
    open: (principal, threadId) =>
      service.openAsStaff({ kind: 'CENTRE', centreId: principal.centreId }, threadId),
    summaries: {
      list: "The centre's shared inbox of conversations with families, newest activity first",
      open: "A conversation with its messages and the family's read receipts; marks it read for the centre",
      reply: 'Answers in a conversation as the staff member signed in, for the centre',
      archive: "Moves a conversation to the centre's archive, or back to its inbox",
      stream: "New messages in the centre's shared inbox, as they are written",
      upload: "A photo or PDF for the staff member's next message",
    },
  };
  return [
    ...sideRoutes(centre, service, events),
    changeRoute({
      ...placeOf(centre),
      method: 'POST',
      operationId: 'startCentreMessageThreads',
      summary:
        'Writes to one family, the families of chosen children or every family of the centre: one conversation per family',
      body: staffThreadFormSchema,
      status: 201,
      data: sentThreadsSchema,
      errors: [404, 409],
      done: message('success.messageSent'),
      change: ({ principal, body, request }) => service.startFromStaff(principal, body, request.log),
    }),
  ];
}

/**
 * Head office's routes (decision 116): its own inbox, answered and archived by admins with
 * MESSAGES; with `centreId` a centre's shared inbox, whose threads an admin reads (audited) but
 * does not answer.
 */
function officeRoutes(service: Service, ctx: AppContext) {
  const office = createOfficeConversations(ctx, service);
  const side: Side<typeof officeAccess, typeof officeInboxQuerySchema> = {
    path: '/api/v2/admin/messages',
    access: officeAccess,
    tag: 'admin',
    name: 'Office',
    readerOf: () => ({ kind: 'OFFICE' }),
    authorOf: (principal) => ({ kind: 'OFFICE', principal }),
    query: officeInboxQuerySchema,
    list: (_principal, query) => office.list(query),
    thread: centreThreadSchema,
    open: (principal, threadId) => office.open(principal, threadId),
    summaries: {
      list: "Head office's inbox of conversations with families, or with `centreId` that centre's shared inbox, newest activity first",
      open: "A conversation with its messages and the family's read receipts: head office's marked read for it; a centre's read as it is, audited",
      reply: "Answers in a conversation of head office's inbox as the admin signed in, for head office",
      archive: "Moves a conversation to head office's archive, or back to its inbox",
      stream: "New messages in head office's inbox, as they are written",
      upload: "A photo or PDF for the admin's next message",
    },
  };
  return [
    ...sideRoutes(side, service, ctx.messageEvents),
    route({
      ...placeOf(side),
      method: 'GET',
      path: `${side.path}/centres`,
      operationId: 'listOfficeMessageCentres',
      summary: 'Every centre by name, whose shared inbox head office may read (`centreId` of the list)',
      response: successEnvelope(officeCentresSchema),
      handle: async () => ok(await office.centres()),
    }),
  ];
}

export function conversationsRoutes(ctx: AppContext) {
  const service = createConversationsService(ctx);
  return [
    ...parentRoutes(service, ctx.messageEvents),
    ...centreRoutes(service, ctx.messageEvents),
    ...officeRoutes(service, ctx),
  ];
}
