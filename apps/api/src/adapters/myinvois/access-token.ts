/** Renew this long before MyInvois' expiry, so a token never ends in the middle of a call. */
export const tokenRenewalMarginMs = 5 * 60 * 1000;

type Token = { accessToken: string; expiresAt: number };

/**
 * The token of the OAuth client-credentials login, kept until shortly before it expires. Calls
 * made while it is being renewed wait for the same renewal: one login at a time (MyInvois allows
 * 12 a minute). `drop` forgets a token MyInvois refused (401), so the next call logs in again.
 */
export function createAccessToken(
  login: () => Promise<{ accessToken: string; expiresInSeconds: number }>,
  clock: () => Date,
) {
  let token: Token | null = null;
  let renewal: Promise<Token> | null = null;

  return {
    async current(): Promise<string> {
      if (token && clock().getTime() < token.expiresAt - tokenRenewalMarginMs) return token.accessToken;
      renewal ??= login()
        .then((answer) => {
          token = {
            accessToken: answer.accessToken,
            expiresAt: clock().getTime() + answer.expiresInSeconds * 1000,
          };
          return token;
        })
        .finally(() => {
          renewal = null;
        });
      return (await renewal).accessToken;
    },
    drop(accessToken: string) {
      if (token?.accessToken === accessToken) token = null;
    },
  };
}
