import { languageAnswerSchema, languageBodySchema, successEnvelope } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { createPersonLanguageRepository } from './repository';

export function personLanguageRoutes(ctx: AppContext) {
  const repository = createPersonLanguageRepository(ctx.db);
  return [
    route({
      method: 'PUT',
      path: '/api/v2/language',
      operationId: 'setLanguage',
      access: access.signedIn,
      tag: 'language',
      summary: 'Keeps the signed-in person’s language (English or Bahasa Malaysia) for their e-mails',
      body: languageBodySchema,
      response: successEnvelope(languageAnswerSchema),
      handle: async ({ principal, body }) => {
        await repository.set(principal, body.language);
        return ok({ language: body.language });
      },
    }),
  ];
}
