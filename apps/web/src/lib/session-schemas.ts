/** The session answers' schemas, loaded by the first session check rather than with every page (decision 026). */
export { parentAuthSchema } from '@cic/contract/parent/parent-user';
export { staffMeSchema } from '@cic/contract/shared/api-root';
export { signOutEverywhereResultSchema } from '@cic/contract/shared/sessions';
