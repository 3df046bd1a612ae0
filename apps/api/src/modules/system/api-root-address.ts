/** `/api/v2/` with any query string: the API root as the README writes it, with its trailing slash. */
const rootWithSlash = /^\/api\/v2\/(?=\?|$)/;

/**
 * Fastify's `rewriteUrl`: the API root answers with or without its trailing slash. The router
 * keeps trailing slashes significant everywhere else, so the one documented operation stays
 * `GET /api/v2`.
 */
export function apiRootAddress(request: { url?: string }): string {
  return (request.url ?? '/').replace(rootWithSlash, '/api/v2');
}
