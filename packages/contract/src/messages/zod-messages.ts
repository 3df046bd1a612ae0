import { type core, z } from 'zod';
import { type MessageKey, type MessageRef, message } from './message-key';

/**
 * Zod's own text never reaches a person (issue 27): a rule without a message of ours gets the
 * catalogue's generic message for its kind of failure instead of zod's English default. Rules that
 * name their message keep it (zod asks this map only when the rule has none).
 */

type RawIssue = core.$ZodRawIssue;

/** A bound as a message param: zod's bounds are numbers, or bigints for bigint schemas. */
const bound = (value: unknown) => Number(value);

const wrongTypeMessages: Partial<Record<string, MessageKey>> = {
  string: 'common.mustBeText',
  number: 'common.mustBeNumber',
  int: 'common.mustBeWholeNumber',
  boolean: 'common.mustBeTrueOrFalse',
  array: 'common.mustBeList',
  tuple: 'common.mustBeList',
};

function wrongType(issue: RawIssue & { expected: string }): MessageRef {
  // A field that is missing reads as required, whatever type it should have had.
  if (issue.input === undefined) return message('common.required');
  return message(wrongTypeMessages[issue.expected] ?? 'common.invalidValue');
}

function tooSmall(issue: RawIssue & { origin: string; minimum: unknown; inclusive?: boolean }): MessageRef {
  const min = bound(issue.minimum);
  if (issue.origin === 'string') {
    return min <= 1 ? message('common.required') : message('common.atLeastCharacters', { min });
  }
  if (issue.origin === 'array' || issue.origin === 'set') return message('common.atLeastItems', { min });
  if (issue.origin === 'number' || issue.origin === 'int') {
    return issue.inclusive === false
      ? message('common.greaterThan', { min })
      : message('common.atLeast', { min });
  }
  return message('common.invalidValue');
}

function tooBig(issue: RawIssue & { origin: string; maximum: unknown; inclusive?: boolean }): MessageRef {
  const max = bound(issue.maximum);
  if (issue.origin === 'string') return message('common.atMostCharacters', { max });
  if (issue.origin === 'array' || issue.origin === 'set') return message('common.atMostItems', { max });
  if (issue.origin === 'file') return message('http.fileTooLarge');
  if (issue.origin === 'number' || issue.origin === 'int') {
    return issue.inclusive === false
      ? message('common.lessThan', { max })
      : message('common.atMost', { max });
  }
  return message('common.invalidValue');
}

const formatMessages: Partial<Record<string, MessageKey>> = {
  email: 'auth.emailInvalidShort',
  url: 'common.webAddress',
  datetime: 'common.dateTimeFormat',
  date: 'common.dateFormat',
};

/** The catalogue message for an issue zod raised without a message of ours. */
export function catalogueMessageFor(issue: RawIssue): MessageRef {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return message(formatMessages[issue.format] ?? 'common.formatNotValid');
    case 'invalid_value':
      return message('common.chooseAllowedValue');
    case 'not_multiple_of':
      return message('common.multipleOf', { divisor: issue.divisor });
    case 'unrecognized_keys':
      return message('common.unknownField');
    default:
      return message('common.invalidValue');
  }
}

/**
 * Makes `catalogueMessageFor` zod's error map for the whole process. Idempotent; the API calls it
 * when it builds the server, so every schema it parses with speaks by key.
 */
export function configureZodMessages(): void {
  z.config({ customError: (issue) => catalogueMessageFor(issue) });
}
