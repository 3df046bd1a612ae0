/** What the server registers: the module's routes. What other modules may use: the parent's account, shared by the profile and family pages. */
export { parentAccountRoutes } from './routes';
export { createParentAccountService } from './service';
