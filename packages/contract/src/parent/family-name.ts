import { messageText } from '../messages/message-text';
import type { Language } from '../shared/language';

/** Markers of a Malay or Indian patronymic: what follows is the father's name ("Adam bin Ahmad Faizal"). */
const patronymic = /\s(?:bin|binti|bte|a\/l|a\/p|s\/o|d\/o)\s+(.+)$/i;

/** Given-name words shared by many unrelated people, never taken for a family name. */
const commonGivenNames = new Set([
  'muhammad',
  'mohd',
  'mohamad',
  'mohammad',
  'nur',
  'nurul',
  'siti',
  'abdul',
]);

function words(name: string) {
  return name.trim().split(/\s+/).filter(Boolean);
}

/**
 * The family name of one child: the father's name of a patronymic, otherwise the first word of
 * the child's name that also appears in a contact's name (the shared surname of "Tan Jia Hui"
 * and "Tan Wei Ming", or of "Aarav Nair" and "Vijay Nair"); null when neither shows one.
 */
export function surnameOf(childName: string, contactNames: readonly string[]): string | null {
  const father = patronymic.exec(childName.trim())?.[1]?.trim();
  if (father) return father;
  const contactWords = new Set(contactNames.flatMap(words).map((word) => word.toLowerCase()));
  const shared = words(childName).find((word) => {
    const lower = word.toLowerCase();
    return lower.length > 1 && !commonGivenNames.has(lower) && contactWords.has(lower);
  });
  return shared ?? null;
}

/**
 * What a family made for siblings when a parent connects is called after: their surname from the
 * children's names (the first child that shows one), else the parent's name, else the first
 * child's name; empty when there is none of these. Only the name is kept: the words around it
 * are made when shown (`familyName`), in the reader's language.
 */
export function familyNamedAfter(
  children: readonly { name: string; contactNames: readonly string[] }[],
  parentName: string | null,
): string {
  for (const child of children) {
    const surname = surnameOf(child.name, child.contactNames);
    if (surname) return surname;
  }
  return parentName?.trim() || children[0]?.name.trim() || '';
}

/** A family's name in a language: 'Tan Family', 'Keluarga Tan'; 'My Family' for a family named after no one. */
export function familyName(namedAfter: string, language: Language): string {
  const name = namedAfter.trim();
  return name
    ? messageText('families.familyName', language, { name })
    : messageText('families.familyNameOwn', language);
}
