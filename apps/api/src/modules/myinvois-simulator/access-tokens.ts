import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SimulatorAnswer } from './simulator-errors';

/** MyInvois' tokens last an hour. */
export const tokenLifetimeSeconds = 3600;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Login as Taxpayer System (`POST /connect/token`, OAuth 2.0 client credentials). Tokens are kept
 * in memory only: after a restart the client's next call is refused 401 and it logs in again, as
 * it must with MyInvois when a token ends early.
 */
export function createAccessTokens(
  credentials: { clientId: string; clientSecret: string },
  clock: () => Date,
) {
  const tokens = new Map<string, { clientId: string; expiresAt: number }>();

  return {
    login(form: Record<string, string>): SimulatorAnswer {
      if (form.grant_type !== 'client_credentials')
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      if (
        !sameText(form.client_id ?? '', credentials.clientId) ||
        !sameText(form.client_secret ?? '', credentials.clientSecret)
      )
        return {
          status: 400,
          body: { error: 'invalid_client', error_description: 'Invalid client credentials' },
        };
      const now = clock().getTime();
      for (const [token, kept] of tokens) if (kept.expiresAt <= now) tokens.delete(token);
      const accessToken = randomBytes(32).toString('base64url');
      tokens.set(accessToken, {
        clientId: credentials.clientId,
        expiresAt: now + tokenLifetimeSeconds * 1000,
      });
      return {
        status: 200,
        body: {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: tokenLifetimeSeconds,
          scope: 'InvoicingAPI',
        },
      };
    },

    /** The client id a bearer header's live token was issued to; null when missing or expired. */
    clientOf(authorization: string | undefined): string | null {
      const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
      const kept = token ? tokens.get(token) : undefined;
      return kept && kept.expiresAt > clock().getTime() ? kept.clientId : null;
    },
  };
}
