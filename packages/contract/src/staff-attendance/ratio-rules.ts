import { z } from 'zod';
import { message } from '../messages/message-key';

/**
 * Staff-to-child ratios (issue 45, decision 129). A centre is licensed as a TASKA (child care
 * centre, under 4) or a TADIKA (kindergarten, 4 to 6); each type has ratio rules by age band, in
 * whole years: a band runs from its `fromAge` to the next band's, the last one has no end.
 */
export const careTypes = ['TASKA', 'TADIKA'] as const;
export type CareType = (typeof careTypes)[number];

/** One age band: children from `fromAge` (whole years) up to the next band's, and how many one carer may look after. */
export type RatioBand = { fromAge: number; childrenPerStaff: number };

export const ratioBandLimits = { maxBands: 8, maxAge: 12, maxChildrenPerStaff: 50 } as const;

/**
 * The rules until an admin edits them (sources in decision 129). TASKA: 1:3 under one, 1:5 from
 * one to under three, 1:10 from three (the TASKA regulations of 2012 as commonly given; a child
 * past four stays in the last band). TADIKA: the TASKA bands for any child under four, 1:25 from
 * four (a kindergarten class as commonly given: a default to confirm).
 */
export const defaultRatioRules: Record<CareType, readonly RatioBand[]> = {
  TASKA: [
    { fromAge: 0, childrenPerStaff: 3 },
    { fromAge: 1, childrenPerStaff: 5 },
    { fromAge: 3, childrenPerStaff: 10 },
  ],
  TADIKA: [
    { fromAge: 0, childrenPerStaff: 3 },
    { fromAge: 1, childrenPerStaff: 5 },
    { fromAge: 3, childrenPerStaff: 10 },
    { fromAge: 4, childrenPerStaff: 25 },
  ],
};

/** Children present of one age in whole years (the kept counts' rows). */
export type ChildrenOfAge = { age: number; children: number };

export type BandNeed = RatioBand & { toAge: number | null; children: number; staffNeeded: number };
export type RatioNeeds = { bands: BandNeed[]; children: number; staffNeeded: number };

/** The band a child of `age` whole years falls in: the last whose `fromAge` it has reached. */
export function bandIndexOf(bands: readonly RatioBand[], age: number): number {
  let index = 0;
  bands.forEach((band, at) => {
    if (age >= band.fromAge) index = at;
  });
  return index;
}

/** ⌈children / perStaff⌉ in integers: no float ever rounds a need down. */
const staffFor = (children: number, perStaff: number) => Math.floor((children + perStaff - 1) / perStaff);

/**
 * The staff the children present need (decision 129): each band's children divided by its ratio
 * and rounded up, then summed. A baby and a three-year-old need two carers, not one: each age
 * group is looked after as the regulation counts it, never topped up by another band's spare place.
 * `bands` must be sorted by `fromAge` from 0 (the schema checks it).
 */
export function ratioNeeds(bands: readonly RatioBand[], present: readonly ChildrenOfAge[]): RatioNeeds {
  const children = bands.map(() => 0);
  for (const row of present) {
    const at = bandIndexOf(bands, row.age);
    children[at] = (children[at] ?? 0) + row.children;
  }
  const needs = bands.map((band, at) => {
    const count = Math.max(0, children[at] ?? 0);
    return {
      ...band,
      toAge: bands[at + 1]?.fromAge ?? null,
      children: count,
      staffNeeded: staffFor(count, band.childrenPerStaff),
    };
  });
  return {
    bands: needs,
    children: needs.reduce((sum, band) => sum + band.children, 0),
    staffNeeded: needs.reduce((sum, band) => sum + band.staffNeeded, 0),
  };
}

export { ratioStatus } from './ratio-status';

export const ratioMessages = {
  careType: message('ratios.careType'),
  bands: message('ratios.bands', { max: ratioBandLimits.maxBands }),
  bandsStart: message('ratios.bandsStart'),
  bandsOrder: message('ratios.bandsOrder'),
  fromAge: message('ratios.fromAge', { max: ratioBandLimits.maxAge }),
  childrenPerStaff: message('ratios.childrenPerStaff', { max: ratioBandLimits.maxChildrenPerStaff }),
  alertMinutes: message('ratios.alertMinutes'),
} as const;

export const careTypeSchema = z.enum(careTypes, { error: ratioMessages.careType });

export const ratioBandSchema = z.object({
  fromAge: z
    .number({ error: ratioMessages.fromAge })
    .int(ratioMessages.fromAge)
    .min(0, ratioMessages.fromAge)
    .max(ratioBandLimits.maxAge, ratioMessages.fromAge)
    .describe('Whole years: the band holds children from this age up to the next one'),
  childrenPerStaff: z
    .number({ error: ratioMessages.childrenPerStaff })
    .int(ratioMessages.childrenPerStaff)
    .min(1, ratioMessages.childrenPerStaff)
    .max(ratioBandLimits.maxChildrenPerStaff, ratioMessages.childrenPerStaff),
});

/** `PUT /admin/ratio-rules/{careType}`: the type's bands, from age 0, each older than the one before. */
export const ratioRulesBodySchema = z.object({
  bands: z
    .array(ratioBandSchema, { error: ratioMessages.bands })
    .min(1, ratioMessages.bands)
    .max(ratioBandLimits.maxBands, ratioMessages.bands)
    .superRefine((bands, context) => {
      if (bands[0] && bands[0].fromAge !== 0) {
        context.addIssue({ code: 'custom', path: [0, 'fromAge'], message: ratioMessages.bandsStart });
      }
      bands.forEach((band, at) => {
        const before = bands[at - 1];
        if (before && band.fromAge <= before.fromAge) {
          context.addIssue({ code: 'custom', path: [at, 'fromAge'], message: ratioMessages.bandsOrder });
        }
      });
    }),
});
export type RatioRulesBody = z.infer<typeof ratioRulesBodySchema>;

export const careTypeParamsSchema = z.object({ careType: careTypeSchema });

/** `GET /admin/ratio-rules`: each type's bands as they apply now. */
export const ratioRulesSchema = z.object({
  careType: careTypeSchema,
  bands: z.array(ratioBandSchema.extend({ toAge: z.number().int().nullable() })),
});
export type RatioRules = z.infer<typeof ratioRulesSchema>;

/** `PUT /admin/checkin/center/{centerId}/care-type`. */
export const centreCareTypeBodySchema = z.object({ careType: careTypeSchema });

/** Minutes a centre may stay out of ratio before its staff are told (head office's setting). */
export const ratioAlertMinutesRules = { min: 1, max: 120, default: 5 } as const;

/** `GET` and `PUT /admin/ratio-settings`. */
export const ratioSettingsSchema = z.object({
  alertMinutes: z
    .number({ error: ratioMessages.alertMinutes })
    .int(ratioMessages.alertMinutes)
    .min(ratioAlertMinutesRules.min, ratioMessages.alertMinutes)
    .max(ratioAlertMinutesRules.max, ratioMessages.alertMinutes)
    .describe('Minutes out of ratio before the head of centre and the staff present are told'),
});
export type RatioSettings = z.infer<typeof ratioSettingsSchema>;
