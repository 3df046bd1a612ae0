import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index';
import { isMessageKey } from './message-text';
import { catalogueMessageFor, configureZodMessages } from './zod-messages';

/**
 * Issue 27: every message a contract schema names is a key of the message catalogue, and a rule
 * without one never falls back to zod's English.
 */

type Internals = { _zod: { def: Record<string, unknown> } };
const hasInternals = (value: unknown): value is Internals =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Where zod keeps a schema's inner schemas, by kind. */
const childKeys = [
  'element',
  'innerType',
  'in',
  'out',
  'left',
  'right',
  'keyType',
  'valueType',
  'catchall',
  'rest',
];

/** Every message a schema, its checks and its inner schemas name, with where each was found. */
function namedMessages(schema: Internals, where: string, seen = new Set<unknown>()): [string, unknown][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const found: [string, unknown][] = [];
  const take = (owner: unknown, at: string) => {
    const error = hasInternals(owner) ? owner._zod.def.error : undefined;
    if (typeof error !== 'function') return;
    const named = error({ code: 'custom', input: undefined, path: [] });
    const text =
      typeof named === 'object' && named !== null ? (named as { message?: unknown }).message : named;
    if (text !== undefined && text !== null) found.push([at, text]);
  };
  take(schema, where);
  for (const [index, check] of ((def.checks as unknown[]) ?? []).entries())
    take(check, `${where} check ${index}`);
  const children: [string, unknown][] = [
    ...childKeys.map((key) => [key, def[key]] as [string, unknown]),
    ...Object.entries((def.shape as Record<string, unknown>) ?? {}),
    ...((def.options as unknown[]) ?? []).map(
      (option, index) => [`option ${index}`, option] as [string, unknown],
    ),
    ...((def.items as unknown[]) ?? []).map((item, index) => [`item ${index}`, item] as [string, unknown]),
  ];
  for (const [key, child] of children) {
    if (hasInternals(child)) found.push(...namedMessages(child, `${where}.${key}`, seen));
  }
  return found;
}

describe('schema messages', () => {
  const schemas = Object.entries(contract as Record<string, unknown>).filter(
    (entry): entry is [string, Internals] => entry[1] instanceof z.ZodType && hasInternals(entry[1]),
  );
  const named = schemas.flatMap(([name, schema]) => namedMessages(schema, name));

  it('finds the schemas and their messages', () => {
    expect(schemas.length).toBeGreaterThan(50);
    expect(named.length).toBeGreaterThan(100);
  });

  it('names every message by a catalogue key, never by plain text', () => {
    const plain = named.filter(([, text]) => typeof text !== 'string' || !isMessageKey(text));
    expect(plain).toEqual([]);
  });
});

describe('zod without a message of ours', () => {
  const kinds: [string, z.ZodType, unknown][] = [
    ['missing', z.object({ name: z.string() }), {}],
    ['text', z.string(), 5],
    ['number', z.number(), 'x'],
    ['whole number', z.int(), 1.5],
    ['true or false', z.boolean(), 'x'],
    ['list', z.array(z.string()), 'x'],
    ['object', z.object({}), 'x'],
    ['short text', z.string().min(3), 'ab'],
    ['empty text', z.string().min(1), ''],
    ['long text', z.string().max(3), 'abcd'],
    ['small number', z.number().min(3), 1],
    ['positive number', z.number().positive(), 0],
    ['big number', z.number().max(3), 4],
    ['few items', z.array(z.string()).min(1), []],
    ['many items', z.array(z.string()).max(1), ['a', 'b']],
    ['email', z.email(), 'nope'],
    ['uuid', z.uuid(), 'nope'],
    ['url', z.url(), 'nope'],
    ['date and time', z.iso.datetime(), 'nope'],
    ['pattern', z.string().regex(/^a$/), 'b'],
    ['choice', z.enum(['a', 'b']), 'c'],
    ['literal', z.literal('a'), 'b'],
    ['step', z.number().multipleOf(5), 3],
    ['unknown key', z.strictObject({}), { extra: 1 }],
    ['union', z.union([z.string(), z.number()]), true],
    ['refinement', z.string().refine(() => false), 'a'],
  ];

  it('answers every kind of failure with a catalogue key once configured', () => {
    configureZodMessages();
    for (const [kind, schema, input] of kinds) {
      const issues = schema.safeParse(input).error?.issues ?? [];
      expect(issues.length, kind).toBeGreaterThan(0);
      for (const issue of issues) expect(isMessageKey(issue.message), `${kind}: ${issue.message}`).toBe(true);
    }
  });

  it('reads a missing field as required and keeps the bounds as params', () => {
    configureZodMessages();
    expect(z.object({ name: z.string() }).safeParse({}).error?.issues[0]?.message).toBe('common.required');
    expect(z.string().max(3).safeParse('abcd').error?.issues[0]?.message).toBe(
      'common.atMostCharacters?max=3',
    );
    expect(
      catalogueMessageFor({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: 0 }),
    ).toBe('common.greaterThan?min=0');
  });

  it('keeps the message a rule names', () => {
    configureZodMessages();
    const rule = z.string({ error: contract.message('registration.reason') });
    expect(rule.safeParse(undefined).error?.issues[0]?.message).toBe('registration.reason');
  });
});
