import { describe, expect, it } from 'vitest';
import { canParentSee } from './activity-visibility';

describe('canParentSee', () => {
  const years = [4, 5];

  it('shows ALL to a parent with any child at the centre', () => {
    expect(canParentSee({ visibility: 'ALL', years }, [2])).toBe(true);
  });

  it('hides ALL from a parent with no child at the centre', () => {
    expect(canParentSee({ visibility: 'ALL', years }, [])).toBe(false);
  });

  it('shows YEAR to a parent of a child whose age is among the years', () => {
    expect(canParentSee({ visibility: 'YEAR', years }, [6, 4])).toBe(true);
  });

  it('hides YEAR from a parent whose children are of other ages', () => {
    expect(canParentSee({ visibility: 'YEAR', years }, [3, 6])).toBe(false);
  });

  it('hides NONE from everybody', () => {
    expect(canParentSee({ visibility: 'NONE', years }, [4, 5])).toBe(false);
  });
});
