import { errorAnswer, myInvoisError, notFound, type SimulatorAnswer } from './simulator-errors';
import { isIdType, isTinShape, tinMatchesId } from './taxpayers';

/**
 * Validate Taxpayer's TIN (`GET /api/v1.0/taxpayer/validate/{tin}?idType&idValue`): 200 when the
 * TIN and the ID belong together, 404 when not, 400 (BadArgument) for a malformed argument.
 */
export function validateTin(request: { tin: string; idType?: string; idValue?: string }): SimulatorAnswer {
  const { tin, idType = '', idValue = '' } = request;
  if (!isTinShape(tin) || !isIdType(idType) || idValue.length === 0)
    return errorAnswer(
      400,
      myInvoisError(
        'BadArgument',
        'The TIN, idType (NRIC, BRN, PASSPORT or ARMY) or idValue is malformed.',
        'TIN, idType (NRIC, BRN, PASSPORT atau ARMY) atau idValue tidak sah.',
        'tin',
      ),
    );
  return tinMatchesId(tin, idType, idValue) ? { status: 200 } : notFound();
}
