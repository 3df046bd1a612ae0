/** What the rest of the API may use: issuing, resolving and revoking sessions. */
export { createSessionRepository } from './repository';
export { createSessionService, type SessionService, sessionChangesChannel } from './service';
