import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { myInvoisSimulatorPrefix } from '../../config';
import { createAccessTokens } from './access-tokens';
import type { SimulatedApi, SimulatorControls } from './controls';
import { createRateWindows } from './rate-windows';
import { cancelDocument, getDocumentDetails, getSubmission } from './read-documents';
import { createMyInvoisSimulatorRepository } from './repository';
import { searchDocuments } from './search-documents';
import { errorAnswer, myInvoisError, type SimulatorAnswer } from './simulator-errors';
import { submissionLimits, submitDocuments } from './submit-documents';
import { validateTin } from './validate-tin';

type Params = Record<string, string>;
type Query = Record<string, string | undefined>;

const send = (reply: FastifyReply, answer: SimulatorAnswer) => {
  reply.status(answer.status).headers({ 'cache-control': 'no-store', ...answer.headers });
  return answer.body === undefined ? reply.send() : reply.send(answer.body);
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built-in MyInvois (decision 106): MyInvois' own paths under `/myinvois-simulator`, its
 * shapes and status values, answering the product's MyInvois client when EINVOICE_SERVICE is
 * `simulator`. Outside /api and hidden from the API document: it is not the product's API.
 */
export function myInvoisSimulatorRoutes(ctx: AppContext, controls: SimulatorControls) {
  const repository = createMyInvoisSimulatorRepository(ctx.db);
  const tokens = createAccessTokens(ctx.config.einvoice, ctx.clock);
  const takeRate = createRateWindows(ctx.clock);

  /** Faults first (as a failing MyInvois would), then the token, then the client's per-minute limit. */
  async function admitted(api: SimulatedApi, clientId: string | null): Promise<SimulatorAnswer | null> {
    if (controls.fault === 'hang') await pause(controls.hangMs);
    if (controls.fault !== 'none')
      return errorAnswer(
        503,
        myInvoisError('ServiceUnavailable', 'The service is unavailable.', 'Perkhidmatan tidak tersedia.'),
      );
    if (clientId === null)
      return errorAnswer(
        401,
        myInvoisError(
          'Unauthorized',
          'The token is missing or has expired.',
          'Token tiada atau telah tamat tempoh.',
        ),
      );
    const retryAfter = takeRate(api, clientId, controls.rateLimits[api]);
    if (retryAfter === null) return null;
    return errorAnswer(
      429,
      myInvoisError('TooManyRequests', 'Too many requests.', 'Terlalu banyak permintaan.'),
      { 'retry-after': String(retryAfter) },
    );
  }

  const authorised =
    (
      api: SimulatedApi,
      handle: (request: FastifyRequest, clientId: string) => Promise<SimulatorAnswer> | SimulatorAnswer,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const clientId = tokens.clientOf(request.headers.authorization);
      const refusal = await admitted(api, clientId);
      return send(reply, refusal ?? (await handle(request, clientId ?? '')));
    };

  const delay = () => ({ now: ctx.clock(), validationDelayMs: controls.validationDelayMs });
  const hidden = { schema: { hide: true } };

  return async function register(app: FastifyInstance) {
    await app.register(
      async (scope) => {
        // OAuth's token request is a form; only this scope reads forms this way.
        scope.removeContentTypeParser('application/x-www-form-urlencoded');
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 16 * 1024 },
          (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        );

        scope.post('/connect/token', hidden, async (request, reply) => {
          const form = (request.body ?? {}) as Record<string, string>;
          const refusal = await admitted('login', form.client_id ?? request.ip);
          return send(reply, refusal ?? tokens.login(form));
        });

        const submit = authorised('submit', (request, clientId) =>
          submitDocuments(repository, { clientId, body: request.body, ...delay() }),
        );
        // A little over MyInvois' 5 MB, so the simulator itself answers MaximumSizeExceeded.
        const submitOptions = { ...hidden, bodyLimit: submissionLimits.submissionBytes + 1024 * 1024 };
        scope.post('/api/v1.0/documentsubmissions', submitOptions, submit);
        scope.post('/api/v1.0/documentsubmissions/', submitOptions, submit);

        scope.get(
          '/api/v1.0/documentsubmissions/:submissionUid',
          hidden,
          authorised('getSubmission', (request) => {
            const query = request.query as Query;
            return getSubmission(repository, {
              submissionUid: (request.params as Params).submissionUid ?? '',
              pageNo: query.pageNo,
              pageSize: query.pageSize,
              ...delay(),
            });
          }),
        );

        scope.get(
          '/api/v1.0/documents/search',
          hidden,
          authorised('search', (request, clientId) =>
            searchDocuments(repository, { clientId, query: request.query as Query, ...delay() }),
          ),
        );

        scope.get(
          '/api/v1.0/documents/:uuid/details',
          hidden,
          authorised('getDocumentDetails', (request) =>
            getDocumentDetails(repository, { uuid: (request.params as Params).uuid ?? '', ...delay() }),
          ),
        );

        scope.put(
          '/api/v1.0/documents/state/:uuid/state',
          hidden,
          authorised('cancel', (request) =>
            cancelDocument(repository, {
              uuid: (request.params as Params).uuid ?? '',
              body: request.body,
              ...delay(),
            }),
          ),
        );

        scope.get(
          '/api/v1.0/taxpayer/validate/:tin',
          hidden,
          authorised('validateTin', (request) => {
            const query = request.query as Query;
            return validateTin({
              tin: (request.params as Params).tin ?? '',
              idType: query.idType,
              idValue: query.idValue,
            });
          }),
        );
      },
      { prefix: myInvoisSimulatorPrefix },
    );
  };
}
