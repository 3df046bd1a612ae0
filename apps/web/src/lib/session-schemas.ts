/** The session answers' schemas, loaded by the first session check rather than with every page (decision 026). */
export { staffMeSchema } from '@cic/contract/api-root';
export { parentAuthSchema } from '@cic/contract/parent-user';
export { signOutEverywhereResultSchema } from '@cic/contract/sessions';
