import { describe, expect, it } from 'vitest';
import { messageText } from '../messages/message-text';
import { chargeBlock as block } from './charge-block.fixture';
import type { ChargeBlock } from './overtime-charge';
import {
  blockOfCharge,
  blocksForPackage,
  chargeRateTerms,
  chargeRateWording,
  overtimeAmountSen,
  overtimeCharges,
  ratePerUnitMicro,
  rateTextToMicro,
} from './overtime-charge';
import { createOvertimeRulesSchema, nextOvertimeBlock, overtimeRuleGroupIsActive } from './overtime-rules';

/** A Kuala Lumpur wall-clock instant on 2026-10-14. */
const kl = (time: string) => new Date(`2026-10-14T${time}+08:00`);
const iso = (time: string) => kl(time).toISOString();

describe('overtimeCharges (decision 039)', () => {
  const fiveMinutes = block('17:00', '18:00', 5, 'MINUTE', 100);
  const cases: {
    name: string;
    checkout: string;
    blocks: ChargeBlock[];
    expected: { start: string; end: string; duration: number; rateMicro: number; amountSen: number }[];
  }[] = [
    {
      name: "the issue's example: 17:23 under 17:00–18:00, RM 1 per 5 minutes",
      checkout: '17:23:00',
      blocks: [fiveMinutes],
      expected: [{ start: '17:00:00', end: '17:23:00', duration: 25, rateMicro: 200_000, amountSen: 500 }],
    },
    { name: 'check-out before the block', checkout: '16:59:59', blocks: [fiveMinutes], expected: [] },
    {
      name: 'check-out exactly at the block start',
      checkout: '17:00:00',
      blocks: [fiveMinutes],
      expected: [],
    },
    {
      name: 'one second into the block starts a step',
      checkout: '17:00:01',
      blocks: [fiveMinutes],
      expected: [{ start: '17:00:00', end: '17:00:01', duration: 5, rateMicro: 200_000, amountSen: 100 }],
    },
    {
      name: 'exactly on a step boundary',
      checkout: '17:25:00',
      blocks: [fiveMinutes],
      expected: [{ start: '17:00:00', end: '17:25:00', duration: 25, rateMicro: 200_000, amountSen: 500 }],
    },
    {
      name: 'after the block ends: capped at its end',
      checkout: '18:40:00',
      blocks: [fiveMinutes],
      expected: [{ start: '17:00:00', end: '18:00:00', duration: 60, rateMicro: 200_000, amountSen: 1200 }],
    },
    {
      name: 'across two blocks',
      checkout: '19:10:00',
      blocks: [block('18:30', '19:00', 5, 'MINUTE', 100), block('19:00', '20:00', 15, 'MINUTE', 500)],
      expected: [
        { start: '18:30:00', end: '19:00:00', duration: 30, rateMicro: 200_000, amountSen: 600 },
        { start: '19:00:00', end: '19:10:00', duration: 15, rateMicro: 333_333, amountSen: 500 },
      ],
    },
    {
      name: 'HOUR units: RM 10 per started hour',
      checkout: '19:05:00',
      blocks: [block('18:00', '21:00', 1, 'HOUR', 1000)],
      expected: [{ start: '18:00:00', end: '19:05:00', duration: 2, rateMicro: 10_000_000, amountSen: 2000 }],
    },
    {
      name: 'HOUR units in steps of 2',
      checkout: '18:30:00',
      blocks: [block('18:00', '22:00', 2, 'HOUR', 1500)],
      expected: [{ start: '18:00:00', end: '18:30:00', duration: 2, rateMicro: 7_500_000, amountSen: 1500 }],
    },
    {
      name: 'an inactive block charges nothing',
      checkout: '17:23:00',
      blocks: [block('17:00', '18:00', 5, 'MINUTE', 100, false)],
      expected: [],
    },
    {
      name: 'a rate that does not divide: RM 1 per 3 minutes, 10 minutes late',
      checkout: '17:10:00',
      blocks: [block('17:00', '18:00', 3, 'MINUTE', 100)],
      expected: [{ start: '17:00:00', end: '17:10:00', duration: 12, rateMicro: 333_333, amountSen: 400 }],
    },
  ];

  it.each(cases)('$name', ({ checkout, blocks, expected }) => {
    const charges = overtimeCharges(kl(checkout), blocks);
    expect(
      charges.map((charge) => ({
        start: charge.startTime.toISOString(),
        end: charge.endTime.toISOString(),
        duration: charge.duration,
        rateMicro: charge.rateMicro,
        amountSen: charge.amountSen,
      })),
    ).toEqual(expected.map((item) => ({ ...item, start: iso(item.start), end: iso(item.end) })));
  });

  it('no check-out that day charges nothing: the charge is only ever computed from a check-out', () => {
    expect(overtimeCharges(kl('12:00:00'), [fiveMinutes])).toEqual([]);
  });
});

describe('the rate as the rule states it (decision 087)', () => {
  const charge = (checkout: string, blocks: ChargeBlock[]) => overtimeCharges(kl(checkout), blocks);

  it("words an RM 5.00 per 15 minutes block by its rate and count, not 'RM 0.333333 / minute'", () => {
    const [first] = charge('19:20:00', [block('19:00', '20:00', 15, 'MINUTE', 500)]);
    if (!first) throw new Error('no charge');
    expect(first).toMatchObject({ duration: 30, rateMicro: 333_333, amountSen: 1000 });
    expect(chargeRateTerms(first)).toEqual({
      rate: 'RM 5.00',
      per: 15,
      unit: 'MINUTE',
      times: 2,
      amount: 'RM 10.00',
    });
  });

  it('adds up for every block of the worked examples: rate × times = amount', () => {
    const blocks = [
      block('17:00', '18:00', 5, 'MINUTE', 100),
      block('18:00', '20:00', 3, 'MINUTE', 100),
      block('20:00', '22:00', 2, 'HOUR', 1500),
    ];
    for (const found of charge('21:10:00', blocks)) {
      const terms = chargeRateTerms(found);
      expect(terms.per).toBe(found.blockDuration);
      expect(terms.times * found.blockRateSen).toBe(found.amountSen);
    }
    expect(charge('21:10:00', blocks).map((found) => chargeRateTerms(found))).toEqual([
      { rate: 'RM 1.00', per: 5, unit: 'MINUTE', times: 12, amount: 'RM 12.00' },
      { rate: 'RM 1.00', per: 3, unit: 'MINUTE', times: 40, amount: 'RM 40.00' },
      { rate: 'RM 15.00', per: 2, unit: 'HOUR', times: 1, amount: 'RM 15.00' },
    ]);
  });

  it('keeps the block while an edit leaves whole blocks at its rate, else finds the smallest that adds up', () => {
    const fifteen = { blockDuration: 15, blockRateSen: 500 };
    // Two blocks edited down to one: still RM 5.00 per 15 minutes.
    expect(blockOfCharge(15, 333_333, 500, fifteen)).toEqual(fifteen);
    // 20 minutes at RM 0.20: RM 0.20 per minute (the smallest block that adds up).
    expect(blockOfCharge(20, 200_000, 400, fifteen)).toEqual({ blockDuration: 1, blockRateSen: 20 });
    // 20 minutes at RM 0.333333 adds up in no whole block of whole sen: worded per unit.
    expect(blockOfCharge(20, 333_333, 667, fifteen)).toBeNull();
    // A kept rate without its rule: RM 0.333333 per minute is RM 1.00 per 3 minutes.
    expect(blockOfCharge(12, 333_333, 400, null)).toEqual({ blockDuration: 3, blockRateSen: 100 });
  });

  it('words a charge no block states by its rate per unit, with every decimal it has', () => {
    expect(
      chargeRateTerms({
        duration: 20,
        unit: 'MINUTE',
        rateMicro: 333_333,
        amountSen: 667,
        blockDuration: null,
        blockRateSen: null,
      }),
    ).toEqual({ rate: 'RM 0.333333', per: 1, unit: 'MINUTE', times: 20, amount: 'RM 6.67' });
    // A kept block that no longer adds up is not believed.
    expect(
      chargeRateTerms({
        duration: 2,
        unit: 'HOUR',
        rateMicro: 1_234_500_000,
        amountSen: 246_900,
        blockDuration: 5,
        blockRateSen: 100,
      }),
    ).toEqual({ rate: 'RM 1,234.50', per: 1, unit: 'HOUR', times: 2, amount: 'RM 2,469.00' });
  });

  it('says per one unit or per a block of several', () => {
    const terms = (per: number, unit: 'MINUTE' | 'HOUR') =>
      chargeRateWording({ rate: 'RM 1.00', per, unit, times: 1, amount: 'RM 1.00' });
    expect([terms(1, 'MINUTE'), terms(15, 'MINUTE'), terms(1, 'HOUR'), terms(2, 'HOUR')]).toEqual([
      'perMinute',
      'perMinutes',
      'perHour',
      'perHours',
    ]);
  });

  it('reads a kept rate by its digits', () => {
    expect(rateTextToMicro('0.333333')).toBe(333_333);
    expect(rateTextToMicro('10.5')).toBe(10_500_000);
    expect(rateTextToMicro('7')).toBe(7_000_000);
  });
});

describe('blocksForPackage', () => {
  const own = [block('18:00', '19:00', 5, 'MINUTE', 150)];
  const defaults = [block('17:00', '18:00', 5, 'MINUTE', 100)];
  const byPackage = new Map([['package-with-rules', own]]);

  it("uses the package's own rules", () => {
    expect(blocksForPackage('package-with-rules', byPackage, defaults)).toBe(own);
  });
  it('falls back to the default rules for a package without rules', () => {
    expect(blocksForPackage('package-without-rules', byPackage, defaults)).toBe(defaults);
  });
  it('falls back to the default rules for a check-out without a package', () => {
    expect(blocksForPackage(null, byPackage, defaults)).toBe(defaults);
  });
  it('charges the default fallback like any block', () => {
    const charges = overtimeCharges(kl('17:23:00'), blocksForPackage('other', byPackage, defaults));
    expect(charges.map((charge) => charge.amountSen)).toEqual([500]);
  });
});

describe('exact money', () => {
  it('computes amount = duration × rate in integers, half-up', () => {
    expect(ratePerUnitMicro(100, 3)).toBe(333_333);
    expect(ratePerUnitMicro(200, 3)).toBe(666_667);
    expect(overtimeAmountSen(15, 333_333)).toBe(500);
    expect(overtimeAmountSen(3, 1_666_667)).toBe(500);
    expect(overtimeAmountSen(1, 5_000)).toBe(1);
    expect(overtimeAmountSen(1, 4_999)).toBe(0);
    expect(overtimeAmountSen(100_000, 10_000_000_000)).toBe(100_000_000_000);
  });
});

describe('overtime rule form', () => {
  const valid = { startTime: '17:00', endTime: '18:00', duration: 5, unit: 'MINUTE', amount: 1 };
  const messages = (blocks: object[]) => {
    const result = createOvertimeRulesSchema.safeParse({ packageId: null, blocks });
    return result.success ? [] : result.error.issues.map((issue) => messageText(issue.message));
  };

  it('accepts a default block', () => expect(messages([valid])).toEqual([]));
  it('needs a block', () => expect(messages([])).toEqual(['At least one time block is required']));
  it('needs a duration of at least 1', () =>
    expect(messages([{ ...valid, duration: 0 }])).toEqual(['Duration must be at least 1']));
  it('needs a rate of at least 0', () =>
    expect(messages([{ ...valid, amount: -0.1 }])).toEqual(['Rate must be at least 0']));
  it('needs the end after the start', () =>
    expect(messages([{ ...valid, endTime: '17:00' }])).toEqual(['End time must be after start time']));
  it('refuses overlapping blocks', () =>
    expect(messages([valid, { ...valid, startTime: '17:30', endTime: '18:30' }])).toEqual([
      'Time blocks must not overlap',
    ]));
  it('accepts touching blocks', () =>
    expect(messages([valid, { ...valid, startTime: '18:00', endTime: '19:00' }])).toEqual([]));
  it('starts each new block at the previous end', () => {
    expect(nextOvertimeBlock(undefined)).toMatchObject({
      startTime: '17:00',
      endTime: '18:00',
      duration: 5,
      amount: 1,
      unit: 'MINUTE',
    });
    expect(nextOvertimeBlock({ endTime: '18:00' })).toMatchObject({ startTime: '18:00', endTime: '19:00' });
  });
  it('is Active only when every block is', () => {
    const rule = {
      id: '',
      description: '',
      startTime: '',
      endTime: '',
      duration: 5,
      unit: 'MINUTE' as const,
      amount: 1,
    };
    expect(overtimeRuleGroupIsActive({ rules: [{ ...rule, isActive: true }] })).toBe(true);
    expect(
      overtimeRuleGroupIsActive({
        rules: [
          { ...rule, isActive: true },
          { ...rule, isActive: false },
        ],
      }),
    ).toBe(false);
  });
});
