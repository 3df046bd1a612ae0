import { registrationPrice, ringgitToSen, senToRinggit } from '@cic/contract';

/**
 * The draft's financialDetails (spec 1 §3) in ringgit, from the package fee and whether the
 * referral code was checked valid. Shown only: the server prices the registration itself.
 */
export function financialDetails(feeRinggit: number | undefined, referralValid: boolean) {
  const price = registrationPrice(ringgitToSen(feeRinggit ?? 0), referralValid);
  return {
    subtotalAmount: senToRinggit(price.subtotalSen),
    discountAmount: senToRinggit(price.discountSen),
    totalAmount: senToRinggit(price.totalSen),
  };
}
