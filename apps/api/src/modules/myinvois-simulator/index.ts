export { createSimulatorControls, myInvoisRateLimits, type SimulatorControls } from './controls';
export { myInvoisSimulatorRoutes } from './routes';
export { generalPublicTin, knownTaxpayers } from './taxpayers';
