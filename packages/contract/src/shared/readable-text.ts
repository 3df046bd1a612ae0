import type { z } from 'zod';
import type { MessageRef } from '../messages/message-key';
import { safeTextMessage } from './safe-text';

/**
 * Names and texts other people read (pick-up persons, profiles, registrations, activities, notes,
 * teachers) must show what they hold (issue 27, decision 062). Characters that take no room would
 * let a name look empty; direction controls would let it read differently from what it stores
 * ('exe.jpg' shown as 'gpj.exe'), so they are refused rather than silently removed.
 */

/** Zero-width space, joiners and non-joiner, word joiner and invisible operators, BOM, soft hyphen, Mongolian vowel separator. */
const invisibleCharacters = /[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/g;
/** Arabic letter mark, LRM/RLM, embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069). */
const directionControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** How many characters of a text show, once invisible ones and surrounding spaces are left out. */
export function visibleLength(value: string): number {
  return value.replace(invisibleCharacters, '').trim().length;
}

/**
 * Control characters other than tab and line breaks: C0, DEL and C1 (U+0080–U+009F). They show as
 * nothing or as boxes, and a C1 'next line' breaks a title where none was typed (issue 40).
 */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) {
      return true;
    }
  }
  return false;
}

export function hasDirectionControl(value: string): boolean {
  return directionControls.test(value) || hasControlCharacter(value);
}

/**
 * The one rule for such a field: no direction control or control character (the unsafe-text message), and, when the
 * field says how short it may be, at least `min` visible characters (the field's own message for
 * too short). An empty text is left to the field's own rules (optional fields may be empty).
 */
export function readableText(
  schema: z.ZodString,
  tooShort?: { min: number; message: MessageRef },
): z.ZodString {
  const guarded = schema.refine((value) => !hasDirectionControl(value), safeTextMessage);
  if (!tooShort) return guarded;
  return guarded.refine((value) => value === '' || visibleLength(value) >= tooShort.min, tooShort.message);
}
