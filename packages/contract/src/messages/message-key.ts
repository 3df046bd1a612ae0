import type { messagesEn } from './messages-en';

/**
 * Messages by key (decision 056). A zod rule, a server error or a form names its message by a
 * dotted key of the English catalogue (`'auth.emailInvalid'`); the words are looked up where they
 * are shown, in the reader's language. This file holds no words, so a schema that names a message
 * does not carry the catalogues into a page's bundle.
 */

/** The same nested shape with any strings: another language must have exactly these keys. */
export type MessageCatalogue<T> = { [K in keyof T]: T[K] extends string ? string : MessageCatalogue<T[K]> };

type DottedKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message's key: the dotted paths of the English catalogue ('auth.emailInvalid'). */
export type MessageKey = DottedKeys<typeof messagesEn>;

export type MessageParams = Record<string, string | number>;

/** A catalogue's top-level domain ('auth', 'billing'). */
type MessageDomain = keyof typeof messagesEn & string;

/**
 * A message as zod and the server carry it: a key, or a key with its params in a query string
 * (`'common.atMostCharacters?max=100'`), since a zod message is one string. The form with params
 * is typed by its domain only: one template per key made unions of MessageRef too many to reduce
 * (TS2590) once the catalogue passed about 530 keys. `message()`, which makes it, takes a MessageKey.
 */
export type MessageRef = MessageKey | `${MessageDomain}.${string}?${string}`;

/** Names a message: the key itself, typed; with params, the key and its params in one string. */
export function message(key: MessageKey): MessageKey;
export function message(key: MessageKey, params: MessageParams): MessageRef;
export function message(key: MessageKey, params?: MessageParams): MessageRef {
  if (!params) return key;
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)] as [string, string]),
  );
  return `${key}?${query.toString()}`;
}

const keyPattern = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

/**
 * The key and params a message string names, or null for anything that is not a key (a text
 * from elsewhere, shown as it is). Whether the key is in a catalogue is the caller's question.
 */
export function parseMessageRef(
  value: string,
): { key: string; params: Record<string, string> | undefined } | null {
  const mark = value.indexOf('?');
  const key = mark === -1 ? value : value.slice(0, mark);
  if (!keyPattern.test(key)) return null;
  if (mark === -1) return { key, params: undefined };
  return { key, params: Object.fromEntries(new URLSearchParams(value.slice(mark + 1))) };
}

/** Fills `{{name}}` placeholders from params; a placeholder without a param stays as it is. */
export function fillPlaceholders(text: string, params: MessageParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
