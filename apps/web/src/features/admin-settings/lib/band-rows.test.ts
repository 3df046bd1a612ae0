import { ratioRulesBodySchema } from '@cic/contract/staff-attendance/ratio-rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { bandErrorsOf, bandsBody, refusedBands } from './band-rows';

const row = (key: number, fromAge: string, childrenPerStaff: string) => ({ key, fromAge, childrenPerStaff });

describe('the age bands as typed', () => {
  it('sends whole numbers as numbers and anything else as typed, for the schema to refuse', () => {
    expect(bandsBody([row(1, ' 0 ', '3'), row(2, '1.5', ''), row(3, 'two', '5')])).toEqual({
      bands: [
        { fromAge: 0, childrenPerStaff: 3 },
        { fromAge: '1.5', childrenPerStaff: '' },
        { fromAge: 'two', childrenPerStaff: 5 },
      ],
    });
  });

  it("puts each of the schema's problems under its band's field, the first message of each", () => {
    const parsed = ratioRulesBodySchema.safeParse(bandsBody([row(1, '1', '3'), row(2, '1', '0')]));
    expect(parsed.success).toBe(false);
    expect(bandErrorsOf(parsed.error?.issues ?? [])).toEqual({
      'bands.0.fromAge': 'ratios.bandsStart',
      'bands.1.fromAge': 'ratios.bandsOrder',
      'bands.1.childrenPerStaff': 'ratios.childrenPerStaff?max=50',
    });
    const none = ratioRulesBodySchema.safeParse({ bands: [] });
    expect(bandErrorsOf(none.error?.issues ?? [])).toEqual({ bands: 'ratios.bands?max=8' });
  });

  it("keeps the server's refusal of a band's field under that field, and leaves other failures to a toast", () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Each age band must start at an older age than the one before',
      field: 'bands.2.fromAge',
    });
    expect(refusedBands(refusal)).toEqual({
      'bands.2.fromAge': 'Each age band must start at an older age than the one before',
    });
    expect(refusedBands(new ApiError({ status: 500, code: 'INTERNAL', message: 'Oops' }))).toBeNull();
    expect(refusedBands(new Error('offline'))).toBeNull();
  });
});
