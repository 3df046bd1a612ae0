import { type MessageRef, successEnvelope } from '@cic/contract';
import type { z } from 'zod';
import type { RouteAccess } from './access';
import { ok } from './envelope';
import type { Route, RouteInput, RouteSpec } from './route';

type Schema = z.ZodType;

/**
 * A route that changes something and answers what it changed in the success envelope, with the
 * message saying it is done ('success.permissionsUpdated'): `change` makes the change, `data` is
 * the schema of what it answers, `done` the message. Otherwise a row like `route`'s.
 */
export function changeRoute<
  const A extends RouteAccess,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  D extends Schema,
  H extends Schema | undefined,
>(
  spec: Omit<RouteSpec<A, P, Q, B, Schema, H>, 'response' | 'handle'> & {
    data: D;
    done: MessageRef;
    change: (input: RouteInput<A, P, Q, B, H>) => Promise<z.input<D>>;
  },
): Route {
  const { data, done, change, ...row } = spec;
  return {
    ...row,
    response: successEnvelope(data),
    handle: async (input: RouteInput<A, P, Q, B, H>) => ok(await change(input), done),
  };
}
