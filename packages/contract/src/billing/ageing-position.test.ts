import { describe, expect, it } from 'vitest';
import { ageingPositionSchema, decodeAgeingPosition, encodeAgeingPosition } from './ageing-position';

const place = {
  owedSen: 123_456,
  centreName: 'Taman Ceria – Kajang',
  sortName: 'Tan / 陈',
  ownerId: '11111111-1111-4111-8111-111111111111',
  centreId: '22222222-2222-4222-8222-222222222222',
};

describe('a place in the ageing list (decision 104)', () => {
  it('comes back whole from its text, names in any script included, and the text is safe in an address', () => {
    const text = encodeAgeingPosition(place);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAgeingPosition(text)).toEqual(place);
    expect(ageingPositionSchema.parse(text)).toEqual(place);
  });

  it('a text that names no place is refused with its message, never a crash', () => {
    const json = (value: unknown) => encodeURIComponent(btoa(JSON.stringify(value)));
    for (const text of [
      '',
      'not base64 !',
      json([1, 'a']),
      json(['x', 'a', 'b', place.ownerId, place.centreId]),
      '%%%',
    ]) {
      expect(decodeAgeingPosition(text)).toBeNull();
      const result = ageingPositionSchema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('billing.ageingPosition');
    }
    expect(ageingPositionSchema.safeParse('a'.repeat(1001)).error?.issues[0]?.message).toBe(
      'billing.ageingPosition',
    );
  });
});
