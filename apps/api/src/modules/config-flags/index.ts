/** What other modules may use: whether a global feature switch is on. */
export { isFeatureEnabled } from './service';
