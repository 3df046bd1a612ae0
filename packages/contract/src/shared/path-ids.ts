import { z } from 'zod';
import { type MessageRef, message } from '../messages/message-key';

/**
 * A path id names a row by its UUID. Anything else cannot name one, so the server answers 404
 * with the message given here, as it would for a UUID that names nothing.
 */
export const pathId = (notFoundMessage: MessageRef) => z.uuid({ error: notFoundMessage });

export const centreIdParam = pathId(message('centre.notFound'));

/** `{ id }`, the shape of most paths that name one row. */
export const idParams = (notFoundMessage: MessageRef) => z.object({ id: pathId(notFoundMessage) });

/** True for a UUID: for ids that arrive as credentials (a centre login) and must fail like a wrong password. */
export const isUuid = (value: string) => z.uuid().safeParse(value).success;
