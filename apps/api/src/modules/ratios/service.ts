import {
  addCalendarDays,
  type CareType,
  calendarDaysBetween,
  careTypes,
  kualaLumpurDay,
  type LiveRatio,
  maxRatioHistoryDays,
  message,
  type RatioBand,
  type RatioHistoryDay,
  type RatioRules,
  ratioNeeds,
  ratioStatus,
  startOfKualaLumpurDay,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { centreNotFound } from '../../shared/centre-not-found';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { alertMinutesOf } from './alert-queue';
import { createRatiosRepository } from './repository';
import { bandsOr, createRatioUpkeep } from './upkeep';

const withEnds = (bands: readonly RatioBand[]) =>
  bands.map((band, at) => ({ ...band, toAge: bands[at + 1]?.fromAge ?? null }));

/** Seconds out of ratio on a day: the ended episodes, and the open one up to now or the day's end. */
function outMinutes(day: string, outSince: Date | null, outSeconds: number, now: Date) {
  const end = Math.min(now.getTime(), startOfKualaLumpurDay(addCalendarDays(day, 1)).getTime());
  const open = outSince ? Math.max(0, Math.floor((end - outSince.getTime()) / 1000)) : 0;
  return Math.floor((outSeconds + open) / 60);
}

export function createRatiosService(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  const repository = createRatiosRepository(ctx.db);
  const upkeep = createRatioUpkeep(ctx);

  return {
    /** The centre's ratio now: staff clocked in against the staff the children checked in need. */
    async live(centreId: string): Promise<LiveRatio> {
      const now = ctx.clock();
      const day = kualaLumpurDay(now);
      const rules = await repository.bandsOfCentre(centreId);
      if (!rules) throw centreNotFound();
      const [kept, present] = await Promise.all([
        repository.dayOf(centreId, day),
        repository.presentByAge(centreId, day),
      ]);
      const needs = ratioNeeds(bandsOr(rules.careType, rules.bands), present);
      const staffPresent = kept?.staffPresent ?? 0;
      const status = ratioStatus(staffPresent, needs.staffNeeded);
      return {
        date: day,
        careType: rules.careType,
        staffPresent,
        staffNeeded: needs.staffNeeded,
        children: needs.children,
        ...status,
        outOfRatioSince: status.outOfRatio ? (kept?.outSince?.toISOString() ?? null) : null,
        bands: needs.bands,
      };
    },

    async rules(): Promise<RatioRules[]> {
      const rows = await repository.allRules();
      return careTypes.map((careType) => ({
        careType,
        bands: withEnds(
          bandsOr(
            careType,
            rows.filter((row) => row.careType === careType),
          ).map(({ fromAge, childrenPerStaff }) => ({ fromAge, childrenPerStaff })),
        ),
      }));
    },

    /** An admin replaces a type's bands (audited with the bands before); today's needs follow. */
    async setRules(principal: AdminPrincipal, careType: CareType, bands: RatioBand[], log: FollowUpLog) {
      await inTransaction(ctx.db, createRatiosRepository, async (tx) => {
        const before = await tx.replaceRules(careType, bands, principal.adminId);
        await tx.audit({
          ...adminActor(principal),
          action: 'ratio-rules.update',
          entityType: 'ratio_rules',
          entityId: careType,
          details: { from: before, to: bands },
        });
      });
      const today = kualaLumpurDay(ctx.clock());
      await upkeep.settleAll(await repository.centresOfTypeOn(careType, today), today, log);
      return { careType, bands: withEnds(bands) };
    },

    async settings() {
      return { alertMinutes: await alertMinutesOf(ctx) };
    },

    async setSettings(principal: AdminPrincipal, alertMinutes: number) {
      await inTransaction(ctx.db, createRatiosRepository, async (tx) => {
        const before = await tx.setAlertMinutes(alertMinutes, principal.adminId);
        await tx.audit({
          ...adminActor(principal),
          action: 'ratio-settings.update',
          entityType: 'ratio_settings',
          entityId: 'alert-minutes',
          details: { from: before, to: alertMinutes },
        });
      });
      return { alertMinutes };
    },

    /** An admin sets whether a centre is a TASKA or a TADIKA (audited); its needs today follow. */
    async setCareType(principal: AdminPrincipal, centreId: string, careType: CareType, log: FollowUpLog) {
      await inTransaction(ctx.db, createRatiosRepository, async (tx) => {
        const previous = await tx.setCareType(centreId, careType);
        if (previous === null) throw centreNotFound();
        await tx.audit({
          ...adminActor(principal),
          action: 'centre.care-type',
          entityType: 'centre',
          entityId: centreId,
          details: { from: previous, to: careType },
        });
      });
      await upkeep.afterChange(centreId, kualaLumpurDay(ctx.clock()), log);
      return { careType };
    },

    /** Head office's view: out-of-ratio minutes per day of the centre, newest first (days with a kept row). */
    async history(centreId: string, query: { from?: string | undefined; to?: string | undefined }) {
      const now = ctx.clock();
      const to = query.to ?? kualaLumpurDay(now);
      const from = query.from ?? addCalendarDays(to, -30);
      if (calendarDaysBetween(from, to) >= maxRatioHistoryDays) {
        throw new AppError('VALIDATION_FAILED', message('ratios.rangeTooLong'), 'from');
      }
      if (!(await repository.centreName(centreId))) throw centreNotFound();
      const rows = await repository.history(centreId, from, to);
      return rows.map(
        (row): RatioHistoryDay => ({
          date: row.day,
          outOfRatioMinutes: outMinutes(row.day, row.outSince, row.outSeconds, now),
        }),
      );
    },
  };
}
