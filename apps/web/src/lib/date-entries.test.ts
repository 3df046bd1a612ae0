import { typedDateMessages } from '@cic/contract';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { withDateEntries } from './date-entries';

type Values = { from: string; to: string; note: string };

/** A resolver that accepts anything it is given. */
const accepting: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof accepting>[2];

const resolver = withDateEntries(accepting, () => ({
  from: { required: 'absences.fromRequired', min: { day: '2026-11-28', message: 'absences.fromInPast' } },
  to: { required: 'absences.toRequired' },
}));

describe('withDateEntries', () => {
  it('hands the form the days shown', async () => {
    const result = await resolver({ from: '30/11/2026', to: '01/12/2026', note: '' }, undefined, options);
    expect(result).toEqual({ values: { from: '2026-11-30', to: '2026-12-01', note: '' }, errors: {} });
  });

  it('sends nothing for a refused day or a text that is no day, with the field’s message', async () => {
    const result = await resolver({ from: '27/11/2026', to: '31/02/2027', note: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      from: { type: 'date', message: 'absences.fromInPast' },
      to: { type: 'date', message: typedDateMessages.noSuchDay },
    });
  });

  it('never sends the previous day for an emptied field', async () => {
    const result = await resolver({ from: '', to: '-29/11/2026', note: '' }, undefined, options);
    expect(result.errors).toMatchObject({
      from: { message: 'absences.fromRequired' },
      to: { message: typedDateMessages.format },
    });
  });
});
