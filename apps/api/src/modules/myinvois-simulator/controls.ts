/** The simulated APIs, each with its own per-minute limit as MyInvois publishes them. */
export type SimulatedApi =
  | 'login'
  | 'submit'
  | 'getSubmission'
  | 'getDocumentDetails'
  | 'cancel'
  | 'search'
  | 'validateTin';

/** MyInvois' recommended requests per minute per client id (Validate TIN: as Search Taxpayer's TIN). */
export const myInvoisRateLimits: Record<SimulatedApi, number> = {
  login: 12,
  submit: 100,
  getSubmission: 300,
  getDocumentDetails: 125,
  cancel: 12,
  search: 12,
  validateTin: 60,
};

/**
 * How the simulator behaves, changeable while it runs: tests make it fail or hang to prove the
 * client's retries, lower its limits to prove its 429s, and lengthen or shorten validation.
 * `unavailable` answers every call 503; `hang` answers nothing for `hangMs`.
 */
export type SimulatorControls = {
  fault: 'none' | 'unavailable' | 'hang';
  hangMs: number;
  /** From a document's receipt to its validation result (Submitted until then). */
  validationDelayMs: number;
  rateLimits: Record<SimulatedApi, number>;
};

export function createSimulatorControls(): SimulatorControls {
  return { fault: 'none', hangMs: 30_000, validationDelayMs: 3_000, rateLimits: { ...myInvoisRateLimits } };
}
