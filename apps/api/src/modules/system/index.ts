/** What the server registers: the module's routes, and the API's name and version for its OpenAPI document. */
export { apiRootAddress } from './api-root-address';
export { systemRoutes } from './routes';
export { apiName, apiVersion } from './version';
