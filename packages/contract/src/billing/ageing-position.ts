import { z } from 'zod';
import { message } from '../messages/message-key';

/**
 * A row's place in the ageing list's order (decision 104): the most owed first, then by centre
 * name, family name and the two ids that make it unique. A page read after (or before) a place
 * reads its rows off the list's index from there, however deep in the list it is; a page number
 * would count every row before it.
 */
export type AgeingPosition = {
  owedSen: number;
  centreName: string;
  sortName: string;
  ownerId: string;
  centreId: string;
};

const positionParts = z.tuple([z.number().int(), z.string(), z.string(), z.uuid(), z.uuid()]);

/** The place as the address bar and the API carry it: base64url of its parts as JSON. */
export function encodeAgeingPosition(position: AgeingPosition): string {
  const parts = [
    position.owedSen,
    position.centreName,
    position.sortName,
    position.ownerId,
    position.centreId,
  ];
  const bytes = new TextEncoder().encode(JSON.stringify(parts));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The place a text names, or null when it names none (edited by hand, cut short). */
export function decodeAgeingPosition(text: string): AgeingPosition | null {
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (character) => character.charCodeAt(0)),
    );
    const parsed = positionParts.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const [owedSen, centreName, sortName, ownerId, centreId] = parsed.data;
    return { owedSen, centreName, sortName, ownerId, centreId };
  } catch {
    return null;
  }
}

/** `after` or `before` in the list's query: a place some row had, decoded. */
export const ageingPositionSchema = z
  .string()
  .max(1000, message('billing.ageingPosition'))
  .transform((text, context) => {
    const position = decodeAgeingPosition(text);
    if (!position) context.addIssue({ code: 'custom', message: message('billing.ageingPosition') });
    return position ?? z.NEVER;
  });
