import { centreParamsSchema, dayQuerySchema, successEnvelope } from '@cic/contract';
import type { z } from 'zod';
import { access } from '../http/access';
import { ok } from '../http/envelope';
import { route } from '../http/route';

const checkins = access.admin('CHECKIN');

/**
 * A read of one centre's day for a check-ins admin (the centre's figures, its month, its notes):
 * the centre by the path, the Kuala Lumpur day by `date`, today when not given.
 */
export function centreDayRoute<Data extends z.ZodType>(spec: {
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  data: Data;
  read: (centreId: string, day: string | undefined) => Promise<z.input<Data>>;
}) {
  const { data, read, ...row } = spec;
  // The answer is checked against `data` by `read`'s type; `route` cannot see through a generic envelope.
  return route<typeof checkins, typeof centreParamsSchema, typeof dayQuerySchema, undefined, z.ZodType>({
    ...row,
    method: 'GET',
    access: checkins,
    params: centreParamsSchema,
    query: dayQuerySchema,
    response: successEnvelope(data),
    handle: async ({ params, query }) => ok(await read(params.centerId, query.date)),
  });
}
