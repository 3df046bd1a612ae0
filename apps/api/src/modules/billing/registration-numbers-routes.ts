import {
  billingCentreIdParams,
  billingCentreSchema,
  message,
  registrationNumberBodySchema,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createRegistrationNumbersService } from './registration-numbers-service';

const admin = { access: access.admin('BILLING'), tag: 'admin billing' } as const;
const base = '/api/v2/admin/billing/centres';

/** Centres' registration numbers as a TASKA/TADIKA (issue 41), for the yearly fee statement. */
export function registrationNumbersRoutes(ctx: AppContext) {
  const service = createRegistrationNumbersService(ctx);
  return [
    route({
      ...admin,
      method: 'GET',
      path: base,
      operationId: 'listBillingCentres',
      summary: 'Every centre by name with its registration number as a TASKA/TADIKA (null: not set)',
      response: successEnvelope(z.array(billingCentreSchema)),
      handle: async () => ok(await service.list()),
    }),
    changeRoute({
      ...admin,
      method: 'PUT',
      path: `${base}/:id/registration-number`,
      operationId: 'setCentreRegistrationNumber',
      summary:
        "Sets the centre's registration number, printed on the yearly fee statement; empty clears it (audited)",
      params: billingCentreIdParams,
      body: registrationNumberBodySchema,
      data: billingCentreSchema,
      done: message('success.registrationNumberSaved'),
      change: ({ principal, params, body }) => service.set(principal, params.id, body.registrationNumber),
    }),
  ];
}
