import {
  archiveThreadFormSchema,
  centreThreadSchema,
  inboxQuerySchema,
  inboxSchema,
  message,
  parentThreadFormSchema,
  replyFormSchema,
  sentThreadsSchema,
  staffThreadFormSchema,
  successEnvelope,
  threadIdParams,
  threadMessageSchema,
  threadSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { changeRoute } from '../../http/change-route';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { createConversationsService } from './service';

const parentPath = '/api/v2/parent/messages';
const centrePath = '/api/v2/center/messages';
const archivedMessage = (archived: boolean) =>
  message(archived ? 'success.threadArchived' : 'success.threadUnarchived');

/** Parents' routes: the threads of their families with their children's centres (decision 112). */
function parentRoutes(service: ReturnType<typeof createConversationsService>) {
  const reader = (parentId: string) => ({ kind: 'PARENT' as const, parentId });
  return [
    route({
      method: 'GET',
      path: parentPath,
      operationId: 'listParentMessageThreads',
      access: access.parent,
      tag: 'parent',
      summary: "The parent's families' conversations with their centres, newest activity first",
      query: inboxQuerySchema,
      response: successEnvelope(inboxSchema),
      handle: async ({ principal, query }) => ok(await service.list(reader(principal.parentId), query)),
    }),
    changeRoute({
      method: 'POST',
      path: parentPath,
      operationId: 'startParentMessageThread',
      access: access.parent,
      tag: 'parent',
      summary: "Writes to the child's centre about the child, opening a conversation",
      body: parentThreadFormSchema,
      status: 201,
      data: threadSchema,
      errors: [404],
      done: message('success.messageSent'),
      change: ({ principal, body }) => service.startFromParent(principal.parentId, body),
    }),
    route({
      method: 'GET',
      path: `${parentPath}/:threadId`,
      operationId: 'getParentMessageThread',
      access: access.parent,
      tag: 'parent',
      summary: 'A conversation with its messages, oldest first; marks it read for the parent',
      params: threadIdParams,
      response: successEnvelope(threadSchema),
      handle: async ({ principal, params }) =>
        ok(await service.open(reader(principal.parentId), params.threadId)),
    }),
    changeRoute({
      method: 'POST',
      path: `${parentPath}/:threadId/replies`,
      operationId: 'replyToParentMessageThread',
      access: access.parent,
      tag: 'parent',
      summary: 'Answers in a conversation of the family',
      params: threadIdParams,
      body: replyFormSchema,
      status: 201,
      data: threadMessageSchema,
      done: message('success.messageSent'),
      change: ({ principal, params, body }) =>
        service.reply({ kind: 'PARENT', parentId: principal.parentId }, params.threadId, body),
    }),
    route({
      method: 'PUT',
      path: `${parentPath}/:threadId/archive`,
      operationId: 'archiveParentMessageThread',
      access: access.parent,
      tag: 'parent',
      summary: "Moves a conversation to the family's archive, or back to its inbox",
      params: threadIdParams,
      body: archiveThreadFormSchema,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params, body }) => {
        await service.archive(reader(principal.parentId), params.threadId, body.archived);
        return ok(null, archivedMessage(body.archived));
      },
    }),
  ];
}

/** Staff routes: the centre's shared inbox, read and written by its teachers and head of centre. */
function centreRoutes(service: ReturnType<typeof createConversationsService>) {
  const reader = (centreId: string) => ({ kind: 'CENTRE' as const, centreId });
  return [
    route({
      method: 'GET',
      path: centrePath,
      operationId: 'listCentreMessageThreads',
      access: access.teacher,
      tag: 'center',
      summary: "The centre's shared inbox of conversations with families, newest activity first",
      query: inboxQuerySchema,
      response: successEnvelope(inboxSchema),
      handle: async ({ principal, query }) => ok(await service.list(reader(principal.centreId), query)),
    }),
    changeRoute({
      method: 'POST',
      path: centrePath,
      operationId: 'startCentreMessageThreads',
      access: access.teacher,
      tag: 'center',
      summary:
        'Writes to one family, the families of chosen children or every family of the centre: one conversation per family',
      body: staffThreadFormSchema,
      status: 201,
      data: sentThreadsSchema,
      errors: [404, 409],
      done: message('success.messageSent'),
      change: ({ principal, body }) => service.startFromStaff(principal, body),
    }),
    route({
      method: 'GET',
      path: `${centrePath}/:threadId`,
      operationId: 'getCentreMessageThread',
      access: access.teacher,
      tag: 'center',
      summary:
        "A conversation with its messages and the family's read receipts; marks it read for the centre",
      params: threadIdParams,
      response: successEnvelope(centreThreadSchema),
      handle: async ({ principal, params }) =>
        ok(await service.openAtCentre(principal.centreId, params.threadId)),
    }),
    changeRoute({
      method: 'POST',
      path: `${centrePath}/:threadId/replies`,
      operationId: 'replyToCentreMessageThread',
      access: access.teacher,
      tag: 'center',
      summary: 'Answers in a conversation as the staff member signed in, for the centre',
      params: threadIdParams,
      body: replyFormSchema,
      status: 201,
      data: threadMessageSchema,
      done: message('success.messageSent'),
      change: ({ principal, params, body }) =>
        service.reply({ kind: 'STAFF', principal }, params.threadId, body),
    }),
    route({
      method: 'PUT',
      path: `${centrePath}/:threadId/archive`,
      operationId: 'archiveCentreMessageThread',
      access: access.teacher,
      tag: 'center',
      summary: "Moves a conversation to the centre's archive, or back to its inbox",
      params: threadIdParams,
      body: archiveThreadFormSchema,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params, body }) => {
        await service.archive(reader(principal.centreId), params.threadId, body.archived);
        return ok(null, archivedMessage(body.archived));
      },
    }),
  ];
}

export function conversationsRoutes(ctx: AppContext) {
  const service = createConversationsService(ctx);
  return [...parentRoutes(service), ...centreRoutes(service)];
}
