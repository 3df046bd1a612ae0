import {
  type BillingPackage,
  billingMessages,
  type billingPackagesQuerySchema,
  type createFeeBodySchema,
  type Fee,
  type FeePrice,
  type feePriceBodySchema,
  kualaLumpurDay,
  type PageMeta,
  priceOfMonth,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { adminActor, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { createFeesRepository, type FeesRepository } from './fees-repository';

type PackagesQuery = z.output<typeof billingPackagesQuerySchema>;
type CreateFee = z.output<typeof createFeeBodySchema>;
type SetPrice = z.output<typeof feePriceBodySchema>;
type FeeRow = Awaited<ReturnType<FeesRepository['feesOfPackages']>>[number];
type PriceRow = Awaited<ReturnType<FeesRepository['pricesOfFees']>>[number];

const feeNotFound = () => new AppError('NOT_FOUND', billingMessages.feeNotFound);
const firstDayOf = (month: string) => `${month}-01`;

function toPrice(row: PriceRow): FeePrice {
  return {
    id: row.id,
    effectiveFrom: row.effectiveFrom.slice(0, 7),
    amountSen: row.amountSen,
    siblingDiscountBasisPoints: row.siblingDiscountBasisPoints,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A fee with every price, newest first, and the one the current Kuala Lumpur month is billed at. */
function toFee(row: FeeRow, prices: readonly PriceRow[], today: string): Fee {
  const own = prices.filter((price) => price.feeId === row.id);
  const current = priceOfMonth(own, today);
  return {
    id: row.id,
    chargedWhen: row.chargedWhen,
    name: row.name,
    archived: row.archivedAt !== null,
    currentPrice: current ? toPrice(current) : null,
    prices: own.map(toPrice),
  };
}

async function audit(
  db: Db,
  principal: AdminPrincipal,
  action: string,
  feeId: string,
  details: Record<string, unknown>,
) {
  await writeAudit(db, { ...adminActor(principal), action, entityType: 'fee', entityId: feeId, details });
}

/** Fees of packages (BILLING module): a monthly fee per package and one-off fees, each with its price history. */
export function createFeesService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = createFeesRepository(ctx.db);
  const today = () => kualaLumpurDay(ctx.clock());

  async function feeById(db: Db, feeId: string): Promise<Fee> {
    const tx = createFeesRepository(db);
    const fee = await tx.lockFee(feeId);
    if (!fee) throw feeNotFound();
    return toFee(fee, await tx.pricesOfFees([feeId]), today());
  }

  return {
    async packages(query: PackagesQuery): Promise<{ packages: BillingPackage[]; meta: PageMeta }> {
      const { rows, total } = await repository.packagesPage(
        { centreId: query.centerId, search: query.search },
        query,
      );
      const feeRows = await repository.feesOfPackages(rows.map((row) => row.id));
      const prices = await repository.pricesOfFees(feeRows.map((fee) => fee.id));
      const day = today();
      return {
        packages: rows.map((row) => ({
          ...row,
          fees: feeRows.filter((fee) => fee.packageId === row.id).map((fee) => toFee(fee, prices, day)),
        })),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    /** A new fee with its first price; a package's second monthly fee: 409 (the unique index decides a race). */
    async create(principal: AdminPrincipal, packageId: string, body: CreateFee): Promise<Fee> {
      if (!(await repository.packageById(packageId))) {
        throw new AppError('NOT_FOUND', billingMessages.packageNotFound);
      }
      const monthlyExists = () => new AppError('CONFLICT', billingMessages.monthlyFeeExists, 'chargedWhen');
      if (body.chargedWhen === 'MONTHLY' && (await repository.monthlyFeeOf(packageId))) throw monthlyExists();
      try {
        return await inTransaction(ctx.db, createFeesRepository, async (tx, db) => {
          const fee = await tx.insertFee({
            packageId,
            chargedWhen: body.chargedWhen,
            name: body.chargedWhen === 'MONTHLY' ? null : (body.name ?? null),
          });
          const price = await tx.insertPrice({
            feeId: fee.id,
            effectiveFrom: firstDayOf(body.effectiveFrom),
            amountSen: body.amountSen,
            siblingDiscountBasisPoints: body.chargedWhen === 'MONTHLY' ? body.siblingDiscountBasisPoints : 0,
            createdByAdminId: principal.adminId,
          });
          await audit(db, principal, 'billing.fee.create', fee.id, {
            packageId,
            chargedWhen: fee.chargedWhen,
            name: fee.name,
            effectiveFrom: price.effectiveFrom,
            amountSen: price.amountSen,
            siblingDiscountBasisPoints: price.siblingDiscountBasisPoints,
          });
          return feeById(db, fee.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw monthlyExists();
        throw error;
      }
    },

    /** A price from a month on; earlier months keep theirs. A retired fee: 409. */
    async setPrice(principal: AdminPrincipal, feeId: string, body: SetPrice): Promise<Fee> {
      return inTransaction(ctx.db, createFeesRepository, async (tx, db) => {
        const fee = await tx.lockFee(feeId);
        if (!fee) throw feeNotFound();
        if (fee.archivedAt) throw new AppError('CONFLICT', billingMessages.feeArchived);
        const price = await tx.insertPrice({
          feeId,
          effectiveFrom: firstDayOf(body.effectiveFrom),
          amountSen: body.amountSen,
          siblingDiscountBasisPoints: fee.chargedWhen === 'MONTHLY' ? body.siblingDiscountBasisPoints : 0,
          createdByAdminId: principal.adminId,
        });
        await audit(db, principal, 'billing.fee.price', feeId, {
          effectiveFrom: price.effectiveFrom,
          amountSen: price.amountSen,
          siblingDiscountBasisPoints: price.siblingDiscountBasisPoints,
        });
        return feeById(db, feeId);
      });
    },

    /** Retires a one-off fee: no run charges it again; invoices keep what they charged. */
    async archive(principal: AdminPrincipal, feeId: string): Promise<Fee> {
      return inTransaction(ctx.db, createFeesRepository, async (tx, db) => {
        const fee = await tx.lockFee(feeId);
        if (!fee) throw feeNotFound();
        if (fee.chargedWhen === 'MONTHLY')
          throw new AppError('CONFLICT', billingMessages.monthlyNotArchivable);
        if (!fee.archivedAt) {
          await tx.archive(feeId);
          await audit(db, principal, 'billing.fee.archive', feeId, { name: fee.name });
        }
        return feeById(db, feeId);
      });
    },
  };
}
