import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadMessages } from '@/i18n/i18n';

/**
 * `zodResolver(schema)` for a form on a page that draws before zod arrives (the sign-in pages,
 * decision 026). Zod, the resolver, the contract schema and the messages its rules name (decision
 * 056) start loading when this is called, in the background; a submit that comes first waits for them. A failed load is tried again on the
 * next validation.
 */
export function lazyZodResolver<Input extends FieldValues, Context, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, Context, Output> {
  let ready: Promise<Resolver<Input, Context, Output>> | undefined;
  const load = () => {
    ready ??= Promise.all([loadSchema(), import('@/lib/zod-resolver'), loadMessages()])
      .then(([schema, { zodResolver }]) => zodResolver<Input, Context, Output>(schema))
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
  load().catch(() => undefined);
  return async (values, context, options) => (await load())(values, context, options);
}
