import {
  centreCollectorsSchema,
  collectorsSchema,
  message,
  parentChildParams,
  pickupPersonEditFieldsSchema,
  pickupPersonFormSchema,
  pickupPersonParams,
  pickupPersonSchema,
  studentIdParams,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { childListRoute } from '../../shared/child-list-route';
import { readPickupPersonForm } from './pickup-person-form';
import { createPickupPersonsService } from './service';

const listPath = '/api/v2/parent/children/:childId/pickup-persons';
const personPath = `${listPath}/:personId`;

export function pickupPersonsRoutes(ctx: AppContext) {
  const service = createPickupPersonsService(ctx);
  return [
    childListRoute({
      path: listPath,
      operationId: 'listPickupPersons',
      summary: "The people allowed to collect the parent's child",
      item: pickupPersonSchema,
      list: service.list,
    }),
    route({
      method: 'POST',
      path: listPath,
      operationId: 'addPickupPerson',
      access: access.parent,
      tag: 'parent',
      summary: 'Adds a person allowed to collect the child, with an optional photo (multipart; at most 10)',
      params: parentChildParams,
      multipart: { fields: pickupPersonFormSchema, files: ['photo'], filesOptional: true },
      status: 201,
      response: successEnvelope(pickupPersonSchema),
      errors: [409, 413, 415],
      handle: async ({ principal, params, request }) => {
        const input = await readPickupPersonForm(request);
        return ok(
          await service.add(principal.parentId, params.childId, input),
          message('success.pickupAdded'),
        );
      },
    }),
    route({
      method: 'PUT',
      path: personPath,
      operationId: 'updatePickupPerson',
      access: access.parent,
      tag: 'parent',
      summary:
        'Edits a pick-up person; a new photo replaces the old one, removePhoto=true drops it (multipart)',
      params: pickupPersonParams,
      multipart: { fields: pickupPersonEditFieldsSchema, files: ['photo'], filesOptional: true },
      response: successEnvelope(pickupPersonSchema),
      errors: [413, 415],
      handle: async ({ principal, params, request }) => {
        const input = await readPickupPersonForm(request);
        const person = await service.update(principal.parentId, params.childId, params.personId, input);
        return ok(person, message('success.pickupUpdated'));
      },
    }),
    route({
      method: 'DELETE',
      path: personPath,
      operationId: 'removePickupPerson',
      access: access.parent,
      tag: 'parent',
      summary: 'Removes a pick-up person (past check-outs keep the name)',
      params: pickupPersonParams,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params }) => {
        await service.remove(principal.parentId, params.childId, params.personId);
        return ok(null, message('success.pickupRemoved'));
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/center/collectors',
      operationId: 'listCentreCollectors',
      access: access.teacher,
      tag: 'teacher',
      summary:
        "Every active child's collectors at the teacher's centre, for the phone to keep for check-outs made offline",
      response: successEnvelope(centreCollectorsSchema),
      handle: async ({ principal }) => ok(await service.centreCollectors(principal.centreId)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/center/students/:id/collectors',
      operationId: 'listCollectors',
      access: access.teacher,
      tag: 'teacher',
      summary: "Who may collect a child of the teacher's centre: the family's parents and the child's list",
      params: studentIdParams,
      response: successEnvelope(collectorsSchema),
      handle: async ({ principal, params }) => ok(await service.collectors(principal.centreId, params.id)),
    }),
  ];
}
