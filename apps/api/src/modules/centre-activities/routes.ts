import {
  activityFieldsSchema,
  activityIdParams,
  activityImagesField,
  activitySavedSchema,
  activitySchema,
  maxActivityImages,
  message,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { assertActivitiesOn } from '../activity-posts';
import { readActivityForm } from './activity-form';
import { createCentreActivitiesService, type SaveAs } from './service';

const tag = 'teacher';
const savedMessage = {
  DRAFT: message('success.activityDraftSaved'),
  PUBLISHED: message('success.activityPublished'),
} as const;

export function centreActivitiesRoutes(ctx: AppContext) {
  const service = createCentreActivitiesService(ctx);
  const precondition = () => assertActivitiesOn(ctx.db);
  const common = { access: access.teacher, tag, precondition } as const;

  const save = (path: string, operationId: string, saveAs: SaveAs, summary: string) =>
    route({
      ...common,
      method: 'POST',
      path,
      operationId,
      summary,
      multipart: {
        fields: activityFieldsSchema,
        files: [activityImagesField],
        filesOptional: true,
        maxFiles: maxActivityImages,
      },
      response: successEnvelope(activitySavedSchema),
      errors: [404, 409, 413, 415],
      handle: async ({ principal, request }) => {
        const { fields, images } = await readActivityForm(request);
        return ok(await service.save(principal, fields, images, saveAs), savedMessage[saveAs]);
      },
    });

  return [
    save(
      '/api/v2/center/activities/draft',
      'saveActivityDraft',
      'DRAFT',
      'Saves an activity as a draft: creates it, or updates (and moves back to draft) the one named by activityId',
    ),
    save(
      '/api/v2/center/activities/publish',
      'publishActivity',
      'PUBLISHED',
      'Publishes an activity: creates it, or updates and publishes the one named by activityId',
    ),
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/center/activities/drafts',
      operationId: 'listActivityDrafts',
      summary: "The centre's drafts, newest activity date first",
      response: successEnvelope(z.array(activitySchema)),
      handle: async ({ principal }) => ok(await service.list(principal, 'DRAFT')),
    }),
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/center/activities/drafts/:id',
      operationId: 'getActivityDraft',
      summary: 'One draft of the centre',
      params: activityIdParams,
      response: successEnvelope(activitySchema),
      handle: async ({ principal, params }) => ok(await service.getDraft(principal, params.id)),
    }),
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/center/activities/published',
      operationId: 'listPublishedActivities',
      summary: "The centre's published activities, newest activity date first",
      response: successEnvelope(z.array(activitySchema)),
      handle: async ({ principal }) => ok(await service.list(principal, 'PUBLISHED')),
    }),
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/center/activities/:id',
      operationId: 'getCentreActivity',
      summary: 'One activity of the centre, whatever its status',
      params: activityIdParams,
      response: successEnvelope(activitySchema),
      handle: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
    route({
      ...common,
      method: 'DELETE',
      path: '/api/v2/center/activities/:id',
      operationId: 'deleteCentreActivity',
      summary: 'Deletes an activity of the centre for good, with its images',
      params: activityIdParams,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params }) => {
        await service.delete(principal, params.id);
        return ok(null, message('success.activityDeleted'));
      },
    }),
  ];
}
