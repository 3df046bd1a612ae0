import type { FastifyInstance } from 'fastify';
import { billplzCallbackPath } from './payment-start';
import { simulatorBillRoute } from './simulator-pages';

/** A Billplz callback is well under 2 KiB; anything much larger is not one. */
export const paymentFormLimitBytes = 16 * 1024;
const formRoutes = new Set([billplzCallbackPath, simulatorBillRoute]);

/**
 * `application/x-www-form-urlencoded`, the way Billplz (and the simulator's buttons) post, read
 * only on those routes: every other route still answers 415 to it. A repeated field keeps its
 * last value; the signature check then decides.
 */
export function registerPaymentForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: paymentFormLimitBytes },
    (request, body, done) => {
      if (!formRoutes.has(request.routeOptions.url ?? '')) {
        done(
          Object.assign(new Error('Unsupported Media Type'), {
            statusCode: 415,
            code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
          }),
        );
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
