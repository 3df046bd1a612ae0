/** The signed-in person's language (issue 18): its route. */
export { personLanguageRoutes } from './routes';
