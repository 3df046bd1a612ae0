import { type Language, languageFromHeader } from '@cic/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language of whoever reads this answer: words the server makes for a page (an order item's
 * description, a family's name) are made in it, never stored in one language (issue 27).
 */
export function readerLanguage(request: FastifyRequest): Language {
  return languageFromHeader(request.headers['accept-language']);
}
