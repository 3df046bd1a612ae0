import type { Language } from '../shared/language';
import {
  fillPlaceholders,
  type MessageKey,
  type MessageParams,
  type MessageRef,
  parseMessageRef,
} from './message-key';
import { messagesEn } from './messages-en';
import { messagesMs } from './messages-ms';

type Tree = { readonly [key: string]: string | Tree };

const catalogues: Record<Language, Tree> = { en: messagesEn, ms: messagesMs };

/** The text at a dotted key of a catalogue, or undefined. */
export function catalogueText(catalogue: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** True for a message key (with or without params) the catalogues have. */
export function isMessageKey(value: string): boolean {
  const ref = parseMessageRef(value);
  return ref !== null && catalogueText(messagesEn, ref.key) !== undefined;
}

/**
 * The text of a message key (params in the key string or given here) in a language; anything that
 * is not a key the catalogues have comes back unchanged (decision 056).
 */
export function messageText(keyOrText: string, language: Language = 'en', params?: MessageParams): string {
  const ref = parseMessageRef(keyOrText);
  const text = ref ? catalogueText(catalogues[language], ref.key) : undefined;
  if (!ref || text === undefined) return keyOrText;
  return fillPlaceholders(text, { ...ref.params, ...params });
}

/**
 * A message from elsewhere (a zod issue, a library) when it is a key the catalogues have, else the
 * fallback key: text without a key never reaches a person (issue 27).
 */
export function knownMessageOr(text: string | undefined, fallback: MessageKey): MessageRef {
  return text !== undefined && isMessageKey(text) ? (text as MessageRef) : fallback;
}
