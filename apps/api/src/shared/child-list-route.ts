import { parentChildParams, successEnvelope } from '@cic/contract';
import { z } from 'zod';
import { access } from '../http/access';
import { ok } from '../http/envelope';
import { route } from '../http/route';

/**
 * A list of what the parent keeps for one of their children (absences, pickup persons): the child
 * is named by the path and `list` answers for the parent's own children only.
 */
export function childListRoute<Item extends z.ZodType>(spec: {
  path: string;
  operationId: string;
  summary: string;
  item: Item;
  list: (parentId: string, childId: string) => Promise<z.input<Item>[]>;
}) {
  const { item, list, ...row } = spec;
  // The answer is checked against `item` by `list`'s type; `route` cannot see through a generic envelope.
  return route<typeof access.parent, typeof parentChildParams, undefined, undefined, z.ZodType>({
    ...row,
    method: 'GET',
    access: access.parent,
    tag: 'parent',
    params: parentChildParams,
    response: successEnvelope(z.array(item)),
    handle: async ({ principal, params }) => ok(await list(principal.parentId, params.childId)),
  });
}
