import { describe, expect, it } from 'vitest';
import {
  collectedByMessage,
  collectorChoiceDocumentPattern,
  collectorChoiceFields,
} from '../parent/pickup-persons';
import { myKidPattern, myKidProblem } from '../registration/my-kid';
import { tenDigitsAndDashesPattern, tenDigitsPattern } from '../registration/registration-form';

// The OpenAPI document states these rules as patterns (decision 046), so a generated client refuses
// what the server refuses; each pattern must take exactly what its rule takes.

/** Every string of `alphabet` up to `length` characters. */
function* strings(alphabet: string[], length: number): Generator<string> {
  yield '';
  let level = [''];
  for (let size = 1; size <= length; size += 1) {
    level = level.flatMap((prefix) => alphabet.map((letter) => prefix + letter));
    yield* level;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

describe('the patterns the API document states for rules it cannot name', () => {
  it('takes the MyKid numbers the rule takes, for every six-digit date and length', () => {
    const disagreements: string[] = [];
    for (let year = 0; year < 100; year += 1) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const date = `${pad(year)}${pad(month)}${pad(day)}`;
          for (const rest of ['12345', '123456', '12345678901234', '123456789012345', '12345a']) {
            const number = date + rest;
            const rule = myKidProblem(number) === null && number.length <= 20;
            if (new RegExp(myKidPattern).test(number) !== rule) disagreements.push(number);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('takes the contact and mobile numbers with at least ten digits, as the rules do', () => {
    const digits = (value: string) => value.replace(/\D/g, '').length;
    const contact = new RegExp(tenDigitsPattern);
    const mobile = new RegExp(tenDigitsAndDashesPattern);
    const disagreements: string[] = [];
    for (const value of strings(['7', '-', 'x'], 11)) {
      if (contact.test(value) !== digits(value) >= 10) disagreements.push(`contact ${value}`);
      if (mobile.test(value) !== (/^[0-9-]*$/.test(value) && digits(value) >= 10)) {
        disagreements.push(`mobile ${value}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("takes the check-out's collector choices the rule takes", () => {
    const id = '3f2b8c4e-1d6a-4b7e-9c2f-5a8d1e3b7c90';
    const choices = [
      'other',
      `parent:${id}`,
      `person:${id}`,
      `person:${id.toUpperCase()}`,
      `teacher:${id}`,
      `parent:${id.slice(1)}`,
      'others',
      `other:${id}`,
      '',
    ];
    const rule = collectorChoiceFields.collectedBy.unwrap();
    for (const choice of choices) {
      const taken = rule.safeParse(choice);
      expect(new RegExp(collectorChoiceDocumentPattern).test(choice), choice).toBe(taken.success);
      if (!taken.success) expect(taken.error.issues[0]?.message).toBe(collectedByMessage);
    }
  });
});
