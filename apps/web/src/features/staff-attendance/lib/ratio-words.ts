import type { LiveRatio } from '@cic/contract';

/** The banner's sentence: its catalogue key and values (plural by `count`). */
export type RatioWords = {
  key: 'staff-attendance:ratio.inRatio' | 'staff-attendance:ratio.outOfRatio';
  values: { count: number; needed?: number };
};

/** '4 staff, 3 needed' in ratio; 'Out of ratio: 1 more needed' when fewer staff are in than needed. */
export function ratioWords(ratio: Pick<LiveRatio, 'staffPresent' | 'staffNeeded' | 'outOfRatio' | 'short'>) {
  const words: RatioWords = ratio.outOfRatio
    ? { key: 'staff-attendance:ratio.outOfRatio', values: { count: ratio.short } }
    : {
        key: 'staff-attendance:ratio.inRatio',
        values: { count: ratio.staffPresent, needed: ratio.staffNeeded },
      };
  return words;
}
