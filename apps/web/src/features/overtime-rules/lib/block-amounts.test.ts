import { typedRinggitMessages } from '@cic/contract';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { withBlockAmounts } from './block-amounts';

type Values = { blocks: { amount: unknown; unit: string }[] };
const accepting: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof accepting>[2];
const resolver = withBlockAmounts(accepting);

describe('withBlockAmounts', () => {
  it('sends each amount as the plain ringgit it reads', async () => {
    const result = await resolver(
      {
        blocks: [
          { amount: '1,000.00', unit: 'MINUTE' },
          { amount: 5, unit: 'HOUR' },
        ],
      },
      undefined,
      options,
    );
    expect(result.values).toEqual({
      blocks: [
        { amount: '1000.00', unit: 'MINUTE' },
        { amount: '5.00', unit: 'HOUR' },
      ],
    });
  });

  it('refuses a comma for the point, and more than RM 1,000, on the block', async () => {
    const result = await resolver(
      {
        blocks: [
          { amount: '10,50', unit: 'MINUTE' },
          { amount: '1,000.01', unit: 'MINUTE' },
        ],
      },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors.blocks).toEqual({
      0: { amount: { type: 'money', message: typedRinggitMessages.commaBeforeSen } },
      1: { amount: { type: 'money', message: 'overtime.rateAtMost?max=1000' } },
    });
  });
});
