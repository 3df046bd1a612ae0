import { organisationName } from '@cic/contract/shared/product';
import { describe, expect, it } from 'vitest';
import { senderOf } from './announcement-sender';

describe('senderOf', () => {
  it("names the organisation for an admin's and the centre for a head of centre's", () => {
    expect(senderOf({ author: { name: '', role: 'ADMIN' }, centre: null })).toBe(organisationName);
    expect(
      senderOf({
        author: { name: 'Azlina Mustafa', role: 'HEAD_OF_CENTRE' },
        centre: { name: 'CIC Shah Alam' },
      }),
    ).toBe('CIC Shah Alam');
  });
});
