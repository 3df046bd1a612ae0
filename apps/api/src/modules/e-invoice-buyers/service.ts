import {
  eInvoiceBuyerMessages,
  type ParsedEInvoiceBuyerBody,
  type PersonIdType,
  type SavedEInvoiceBuyer,
} from '@cic/contract';
import { MyInvoisRefusal } from '../../adapters/myinvois';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createEInvoiceBuyersRepository, type EInvoiceBuyerRow } from './repository';

/** Where a refused TIN check is noted for the operators: MyInvois' status and code, never the TIN or ID. */
export type TinCheckLog = { warn(details: object, message: string): void };

const savedOf = ({
  parentId: _parent,
  createdAt: _created,
  ...row
}: EInvoiceBuyerRow): SavedEInvoiceBuyer => ({
  ...row,
  tinValidatedAt: row.tinValidatedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** MyInvois confirmed this TIN with this ID before: saving the rest again needs no new check. */
const alreadyConfirmed = (before: EInvoiceBuyerRow | null, body: ParsedEInvoiceBuyerBody) =>
  before?.tinValidatedAt != null &&
  before.tin === body.tin &&
  before.idType === body.idType &&
  before.idValue === body.idValue;

/**
 * A parent's own e-invoices (issue 42, decision 108): their details as a buyer, the TIN checked
 * with MyInvois' Validate TIN when it is saved. A MyKad holder without a TIN needs no check.
 */
export function createEInvoiceBuyersService(ctx: Pick<AppContext, 'db' | 'myInvois' | 'clock'>) {
  const repository = createEInvoiceBuyersRepository(ctx.db);

  /** When MyInvois confirmed the TIN with the ID; refuses an unknown pair, and saves nothing when MyInvois cannot say. */
  async function confirmTin(tin: string, idType: PersonIdType, idValue: string, log: TinCheckLog) {
    let known: boolean;
    try {
      known = await ctx.myInvois.validateTin(tin, idType, idValue);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error instanceof MyInvoisRefusal) {
        log.warn({ status: error.status, errorCode: error.detail.errorCode }, 'MyInvois refused a TIN check');
      }
      throw Object.assign(new AppError('CONFLICT', eInvoiceBuyerMessages.tinCheckNotAnswering), {
        cause: error,
      });
    }
    if (!known) throw new AppError('VALIDATION_FAILED', eInvoiceBuyerMessages.tinNotRegistered, 'tin');
    return ctx.clock();
  }

  return {
    async get(parentId: string): Promise<SavedEInvoiceBuyer | null> {
      const row = await repository.buyerOf(parentId);
      return row ? savedOf(row) : null;
    },

    async save(
      parentId: string,
      body: ParsedEInvoiceBuyerBody,
      log: TinCheckLog,
    ): Promise<SavedEInvoiceBuyer> {
      const before = await repository.buyerOf(parentId);
      let tinValidatedAt: Date | null = null;
      if (body.tin !== null) {
        tinValidatedAt = alreadyConfirmed(before, body)
          ? (before?.tinValidatedAt ?? null)
          : await confirmTin(body.tin, body.idType, body.idValue, log);
      }
      return savedOf(await repository.save(parentId, { ...body, tinValidatedAt }));
    },

    /** The parent's receipts go into the consolidated e-invoice again; without details it changes nothing. */
    async stop(parentId: string): Promise<null> {
      await repository.remove(parentId);
      return null;
    },
  };
}
