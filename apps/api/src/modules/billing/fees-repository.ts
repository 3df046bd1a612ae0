import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirst, oldestFirst } from '../../db/made-order';
import { centreNamed } from '../../db/named-records';
import { type PageRequest, readPage } from '../../db/read-page';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { centres, feePrices, fees, packages } from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';

export type PackageFilter = { centreId?: string; search?: string };

function packageConditions({ centreId, search }: PackageFilter): SQL | undefined {
  return and(
    centreId ? eq(packages.centreId, centreId) : undefined,
    search ? sql`${packages.name} ilike ${containsPattern(search)}` : undefined,
  );
}

export type NewFee = {
  packageId: string;
  chargedWhen: (typeof fees.$inferInsert)['chargedWhen'];
  name: string | null;
};
export type NewPrice = {
  feeId: string;
  effectiveFrom: string;
  amountSen: number;
  siblingDiscountBasisPoints: number;
  createdByAdminId: string;
};

/** Fees of packages and their prices (decision 098): prices are only ever added. */
export function createFeesRepository(db: Db) {
  return {
    /** Packages by centre name, then name: one page, with their centre. */
    packagesPage(filter: PackageFilter, request: PageRequest) {
      const where = packageConditions(filter);
      const list = db
        .select({
          id: packages.id,
          name: packages.name,
          isActive: packages.isActive,
          centre: centreNamed,
        })
        .from(packages)
        .innerJoin(centres, eq(centres.id, packages.centreId))
        .where(where)
        .orderBy(asc(centres.name), asc(packages.name), asc(packages.id))
        .$dynamic();
      return readPage(list, db.select({ total: count() }).from(packages).where(where), request);
    },

    feesOfPackages(packageIds: readonly string[]) {
      if (packageIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(fees)
        .where(inArray(fees.packageId, [...packageIds]))
        .orderBy(...oldestFirst(fees));
    },

    /** Every price of the fees, the newest month first, then the newest row. */
    pricesOfFees(feeIds: readonly string[]) {
      if (feeIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(feePrices)
        .where(inArray(feePrices.feeId, [...feeIds]))
        .orderBy(desc(feePrices.effectiveFrom), ...newestFirst(feePrices));
    },

    packageById(packageId: string) {
      return db
        .select({ id: packages.id, centreId: packages.centreId })
        .from(packages)
        .where(eq(packages.id, packageId))
        .then(rowOrNull);
    },

    /** The package's fee charged monthly, if it has one. */
    async monthlyFeeOf(packageId: string) {
      const rows = await db
        .select({ id: fees.id })
        .from(fees)
        .where(and(eq(fees.packageId, packageId), eq(fees.chargedWhen, 'MONTHLY')));
      return rows[0]?.id ?? null;
    },

    /** A fee locked to the transaction's end: prices and retirements of one fee happen one at a time. */
    lockFee(feeId: string) {
      return db.select().from(fees).where(eq(fees.id, feeId)).for('update').then(rowOrNull);
    },

    async insertFee(values: NewFee) {
      return returnedRow(await db.insert(fees).values(values).returning(), 'fee insert');
    },

    async insertPrice(values: NewPrice) {
      return returnedRow(await db.insert(feePrices).values(values).returning(), 'fee price insert');
    },

    async archive(feeId: string) {
      await db
        .update(fees)
        .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(fees.id, feeId), isNull(fees.archivedAt)));
    },
  };
}
export type FeesRepository = ReturnType<typeof createFeesRepository>;
