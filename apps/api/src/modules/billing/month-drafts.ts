import {
  calendarDaysBetween,
  calendarMonthBounds,
  type FeeChargeTime,
  type InvoiceLineKind,
  type OvertimeUnit,
  priceOfMonth,
  proRatedSen,
  siblingDiscountsSen,
} from '@cic/contract';
import { type FeeLineFacts, noFeeFacts } from '../../shared/fee-line-facts';

/** A child's enrolment period overlapping the month, with what the month needs of the child. */
export type PeriodFacts = {
  id: string;
  childId: string;
  childName: string;
  dateOfBirth: string;
  familyId: string | null;
  centreId: string;
  packageId: string;
  packageName: string;
  startsOn: string;
  endsOn: string | null;
  /** The child's first period ever: an ON_ENROLMENT fee is charged in the month it starts. */
  isFirst: boolean;
};

/** A package's fee with every price from the month or before. */
export type FeeFacts = {
  id: string;
  packageId: string;
  chargedWhen: FeeChargeTime;
  name: string | null;
  prices: { amountSen: number; siblingDiscountBasisPoints: number; effectiveFrom: string; createdAt: Date }[];
};

/** A late pick-up of the month before, not on a live invoice. */
export type OvertimeFacts = {
  itemId: string;
  checkoutId: string | null;
  childId: string;
  childName: string;
  familyId: string | null;
  centreId: string;
  localDate: string;
  startTime: Date;
  endTime: Date;
  duration: number;
  unit: OvertimeUnit;
  rate: string;
  amountSen: number;
  blockDuration: number | null;
  blockRateSen: number | null;
};

/** What a line of a month's invoice says (the columns of `invoice_lines` it fills). */
export type DraftLine = {
  kind: InvoiceLineKind;
  childId: string;
  childName: string;
  localDate: string;
  amountSen: number;
  feeId: string | null;
  billingKey: string | null;
  overtime: OvertimeFacts | null;
} & FeeLineFacts;

/** One family's (or one family-less child's) invoice at one centre for the month. */
export type DraftInvoice = { centreId: string; familyId: string | null; billKey: string; lines: DraftLine[] };

/** What is already billed: `childId|feeId|kind|billingKey` of every live fee line of these children. */
export type BilledFeeLines = ReadonlySet<string>;
export const billedFeeLineKey = (line: {
  childId: string;
  feeId: string;
  kind: string;
  billingKey: string;
}) => `${line.childId}|${line.feeId}|${line.kind}|${line.billingKey}`;

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

function feeLine(
  kind: InvoiceLineKind,
  child: { childId: string; childName: string },
  fee: { id: string; name: string },
  values: Pick<DraftLine, 'amountSen' | 'billingKey' | 'periodStart' | 'periodEnd' | 'unitPriceSen'> &
    Partial<Pick<DraftLine, 'daysCharged' | 'daysInMonth' | 'discountBasisPoints'>>,
): DraftLine {
  return {
    kind,
    childId: child.childId,
    childName: child.childName,
    localDate: values.periodStart ?? '',
    feeId: fee.id,
    feeName: fee.name,
    daysCharged: null,
    daysInMonth: null,
    discountBasisPoints: null,
    overtime: null,
    ...values,
  };
}

/**
 * The month's invoices (decision 098), drafted from facts alone so the rules are tested without a
 * database: per child, the monthly fee of each package they were in during the month (pro-rated by
 * the days of it, `proRatedSen`), the one-off fees due (on enrolment in the month the first
 * enrolment starts, each January, once ever), the sibling discount (eldest in full, by
 * `siblingDiscountsSen`), and the month before's late pick-ups; grouped into one invoice per family
 * and centre (a child with no family alone). Lines already billed are left out; an invoice with no
 * line is not drafted.
 */
export function draftMonth(input: {
  month: string;
  periods: readonly PeriodFacts[];
  fees: readonly FeeFacts[];
  overtime: readonly OvertimeFacts[];
  billed: BilledFeeLines;
}): DraftInvoice[] {
  const { first, last } = calendarMonthBounds(input.month);
  const monthKey = first.slice(0, 7);
  const daysInMonth = calendarDaysBetween(first, last) + 1;
  const feesOf = new Map<string, FeeFacts[]>();
  for (const fee of input.fees) feesOf.set(fee.packageId, [...(feesOf.get(fee.packageId) ?? []), fee]);

  const invoices = new Map<string, DraftInvoice>();
  const invoiceOf = (centreId: string, familyId: string | null, childId: string) => {
    const billKey = familyId ?? childId;
    const key = `${centreId}|${billKey}`;
    let invoice = invoices.get(key);
    if (!invoice) {
      invoice = { centreId, familyId, billKey, lines: [] };
      invoices.set(key, invoice);
    }
    return invoice;
  };
  const add = (period: PeriodFacts, line: DraftLine) => {
    const key =
      line.feeId && line.billingKey
        ? billedFeeLineKey({ ...line, feeId: line.feeId, billingKey: line.billingKey })
        : null;
    if (key && input.billed.has(key)) return;
    invoiceOf(period.centreId, period.familyId, period.childId).lines.push(line);
  };

  // A child's monthly fees: the days of the month in each package, periods of one package summed.
  type MonthlyCharge = {
    period: PeriodFacts;
    fee: FeeFacts;
    priceSen: number;
    basisPoints: number;
    days: number;
    from: string;
    to: string;
  };
  const monthly = new Map<string, MonthlyCharge>();
  for (const period of input.periods) {
    const from = later(period.startsOn, first);
    const to = period.endsOn === null ? last : earlier(period.endsOn, last);
    if (from > to) continue;
    const days = calendarDaysBetween(from, to) + 1;
    for (const fee of feesOf.get(period.packageId) ?? []) {
      const price = priceOfMonth(fee.prices, first);
      if (!price) continue;
      if (fee.chargedWhen === 'MONTHLY') {
        const key = `${period.childId}|${fee.id}`;
        const known = monthly.get(key);
        monthly.set(
          key,
          known
            ? { ...known, days: known.days + days, from: earlier(known.from, from), to: later(known.to, to) }
            : {
                period,
                fee,
                priceSen: price.amountSen,
                basisPoints: price.siblingDiscountBasisPoints,
                days,
                from,
                to,
              },
        );
        continue;
      }
      const billingKey =
        fee.chargedWhen === 'ON_ENROLMENT'
          ? period.isFirst && period.startsOn >= first && period.startsOn <= last
            ? 'ENROLMENT'
            : null
          : fee.chargedWhen === 'EACH_JANUARY'
            ? monthKey.endsWith('-01')
              ? monthKey.slice(0, 4)
              : null
            : 'ONCE';
      if (billingKey === null) continue;
      add(
        period,
        feeLine(
          'ONE_OFF_FEE',
          period,
          { id: fee.id, name: fee.name ?? '' },
          {
            amountSen: price.amountSen,
            billingKey,
            periodStart: from,
            periodEnd: to,
            unitPriceSen: price.amountSen,
          },
        ),
      );
    }
  }

  const charges = [...monthly.values()];
  for (const charge of charges) {
    const days = Math.min(charge.days, daysInMonth);
    const part = days < daysInMonth;
    add(
      charge.period,
      feeLine(
        'MONTHLY_FEE',
        charge.period,
        { id: charge.fee.id, name: charge.period.packageName },
        {
          amountSen: proRatedSen(charge.priceSen, days, daysInMonth),
          billingKey: monthKey,
          periodStart: charge.from,
          periodEnd: charge.to,
          unitPriceSen: charge.priceSen,
          daysCharged: part ? days : null,
          daysInMonth: part ? daysInMonth : null,
        },
      ),
    );
  }

  // Sibling discounts: among a family's children charged a monthly fee at a centre this month.
  const families = new Map<string, MonthlyCharge[]>();
  for (const charge of charges) {
    if (charge.period.familyId === null) continue;
    const key = `${charge.period.centreId}|${charge.period.familyId}`;
    families.set(key, [...(families.get(key) ?? []), charge]);
  }
  for (const group of families.values()) {
    const chargedSen = (charge: MonthlyCharge) =>
      proRatedSen(charge.priceSen, Math.min(charge.days, daysInMonth), daysInMonth);
    // A child in two packages in one month counts once, with the fee of the package they ended in.
    const byChild = new Map<string, MonthlyCharge>();
    for (const charge of group) {
      const known = byChild.get(charge.period.childId);
      if (!known || charge.to > known.to) byChild.set(charge.period.childId, charge);
    }
    const discounts = siblingDiscountsSen(
      [...byChild.values()].map((charge) => ({
        childId: charge.period.childId,
        dateOfBirth: charge.period.dateOfBirth,
        feeSen: chargedSen(charge),
        basisPoints: charge.basisPoints,
      })),
    );
    for (const charge of byChild.values()) {
      const off = discounts.get(charge.period.childId) ?? 0;
      if (off <= 0) continue;
      add(
        charge.period,
        feeLine(
          'SIBLING_DISCOUNT',
          charge.period,
          { id: charge.fee.id, name: charge.period.packageName },
          {
            amountSen: -off,
            billingKey: monthKey,
            periodStart: charge.from,
            periodEnd: charge.to,
            unitPriceSen: chargedSen(charge),
            discountBasisPoints: charge.basisPoints,
          },
        ),
      );
    }
  }

  for (const item of input.overtime) {
    invoiceOf(item.centreId, item.familyId, item.childId).lines.push({
      kind: 'OVERTIME',
      childId: item.childId,
      childName: item.childName,
      localDate: item.localDate,
      amountSen: item.amountSen,
      feeId: null,
      billingKey: null,
      ...noFeeFacts,
      overtime: item,
    });
  }

  return [...invoices.values()].filter((invoice) => invoice.lines.length > 0);
}
