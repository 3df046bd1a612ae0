import {
  announcementIdParams,
  announcementNoticeSchema,
  parentAnnouncementPageSchema,
  parentAnnouncementQuerySchema,
  parentAnnouncementSchema,
  successEnvelope,
  unreadAnnouncementsSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, okPage, route } from '../../http/route-kit';
import { createAnnouncementReading } from './reading';

/** Teachers' and parents' announcements. */
export function announcementReadingRoutes(ctx: AppContext) {
  const reading = createAnnouncementReading(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/center/announcements',
      operationId: 'listCentreNotices',
      access: access.teacher,
      tag: 'teacher',
      summary: "The centre's published announcements that have not ended, pinned then newest first",
      response: successEnvelope(z.array(announcementNoticeSchema)),
      handle: async ({ principal }) => ok(await reading.ofCentre(principal.centreId)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/center/announcements/:id',
      operationId: 'getCentreNotice',
      access: access.teacher,
      tag: 'teacher',
      summary: "One of the centre's published announcements",
      params: announcementIdParams,
      response: successEnvelope(announcementNoticeSchema),
      handle: async ({ principal, params }) => ok(await reading.oneOfCentre(principal.centreId, params.id)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/parent/announcements',
      operationId: 'listParentAnnouncements',
      access: access.parent,
      tag: 'parent',
      summary: "The announcements meant for the parent's children, pinned then newest first, unread marked",
      query: parentAnnouncementQuerySchema,
      response: parentAnnouncementPageSchema,
      handle: async ({ principal, query }) => {
        const { data, meta } = await reading.parentPage(principal.parentId, query);
        return okPage(data, meta);
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/parent/announcements/unread-count',
      operationId: 'countUnreadAnnouncements',
      access: access.parent,
      tag: 'parent',
      summary: 'How many of the parent’s announcements they have not opened',
      response: successEnvelope(unreadAnnouncementsSchema),
      handle: async ({ principal }) => ok(await reading.unreadCount(principal.parentId)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/parent/announcements/:id',
      operationId: 'getParentAnnouncement',
      access: access.parent,
      tag: 'parent',
      summary: 'One announcement meant for the parent; opening it marks it read',
      params: announcementIdParams,
      response: successEnvelope(parentAnnouncementSchema),
      handle: async ({ principal, params }) => ok(await reading.parentOne(principal.parentId, params.id)),
    }),
  ];
}
