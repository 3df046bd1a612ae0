/** What other modules may use: the parent's account, shared by the profile and family pages. */
export { createParentAccountService } from './service';
