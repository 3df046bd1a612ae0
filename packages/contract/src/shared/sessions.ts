import { z } from 'zod';

/**
 * When a session ends (ISO 8601, UTC). Sign-in answers carry it so the web's token cookie ends
 * with the server's session: one source of truth for the lifetimes of decision 004.
 */
export const sessionExpirySchema = z.iso
  .datetime()
  .describe('When the session ends, as an ISO 8601 instant in UTC; the token cookie ends with it');

/** A new session: the bearer token and when the server stops accepting it. */
export const sessionTokenSchema = z.object({ token: z.string(), expiresAt: sessionExpirySchema });
export type SessionToken = z.infer<typeof sessionTokenSchema>;

/** `POST /auth/logout-all`: how many sessions of the caller ended, the caller's own included. */
export const signOutEverywhereResultSchema = z.object({ endedSessions: z.number().int() });
export type SignOutEverywhereResult = z.infer<typeof signOutEverywhereResultSchema>;
