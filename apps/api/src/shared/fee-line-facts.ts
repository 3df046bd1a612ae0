/** What a fee line charges beyond its amount, as `invoice_lines` keeps it; all null on an overtime line. */
export type FeeLineFacts = {
  feeName: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  unitPriceSen: number | null;
  daysCharged: number | null;
  daysInMonth: number | null;
  discountBasisPoints: number | null;
};

/** The fee facts of a line that charges no fee: an overtime line. */
export const noFeeFacts: FeeLineFacts = {
  feeName: null,
  periodStart: null,
  periodEnd: null,
  unitPriceSen: null,
  daysCharged: null,
  daysInMonth: null,
  discountBasisPoints: null,
};
