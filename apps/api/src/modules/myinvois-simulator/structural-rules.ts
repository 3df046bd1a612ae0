import type { DocumentFields } from './document-fields';
import { type MyInvoisErrorBody, myInvoisError } from './simulator-errors';
import { isTinShape } from './taxpayers';

/** Invoice, credit note, debit note, refund note, and their self-billed kinds. */
export const documentTypeCodes = ['01', '02', '03', '04', '11', '12', '13', '14'] as const;

/** MyInvois takes documents issued within the last 72 hours, and none issued in the future. */
export const issueWindowMs = 72 * 60 * 60 * 1000;

/** The issue instant: `IssueDate` 'yyyy-MM-dd' and `IssueTime` 'HH:mm:ssZ' in UTC; null if either is malformed. */
export function issuedAtOf(fields: Pick<DocumentFields, 'issueDate' | 'issueTime'>): Date | null {
  if (!fields.issueDate || !fields.issueTime) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.issueDate) || !/^\d{2}:\d{2}:\d{2}Z$/.test(fields.issueTime))
    return null;
  const at = new Date(`${fields.issueDate}T${fields.issueTime}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const missing = (path: string, en: string, ms: string) =>
  myInvoisError('MissingField', `${en} is missing.`, `${ms} tiada.`, path);

const sum = (values: (number | undefined)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * The synchronous checks (decision 106): what must be present, TIN shapes, the issue time's window
 * and the totals' arithmetic (UBL's: lines add up to the line total; tax-exclusive is lines less
 * allowances plus charges; tax-inclusive adds the tax; payable is tax-inclusive less prepaid plus
 * rounding). Empty when the document passes.
 */
export function structuralProblems(fields: DocumentFields, now: Date): MyInvoisErrorBody[] {
  const problems: MyInvoisErrorBody[] = [];
  if (!fields.id) problems.push(missing('Invoice.ID', 'The document number', 'Nombor dokumen'));
  if (!fields.typeCode || !(documentTypeCodes as readonly string[]).includes(fields.typeCode))
    problems.push(
      myInvoisError(
        'InvalidDocumentType',
        'The document type code is missing or not one MyInvois knows.',
        'Kod jenis dokumen tiada atau tidak dikenali oleh MyInvois.',
        'Invoice.InvoiceTypeCode',
      ),
    );
  if (!fields.supplierName)
    problems.push(
      missing(
        'Invoice.AccountingSupplierParty.Party.PartyLegalEntity.RegistrationName',
        "The supplier's name",
        'Nama pembekal',
      ),
    );
  for (const [tin, path, en, ms] of [
    [
      fields.supplierTin,
      'Invoice.AccountingSupplierParty.Party.PartyIdentification.ID',
      "The supplier's TIN",
      'TIN pembekal',
    ],
    [
      fields.buyerTin,
      'Invoice.AccountingCustomerParty.Party.PartyIdentification.ID',
      "The buyer's TIN",
      'TIN pembeli',
    ],
  ] as const) {
    if (!tin) problems.push(missing(path, en, ms));
    else if (!isTinShape(tin))
      problems.push(
        myInvoisError('InvalidTin', `${en} is not a valid TIN.`, `${ms} bukan TIN yang sah.`, path),
      );
  }
  problems.push(...issueTimeProblems(fields, now), ...totalProblems(fields));
  return problems;
}

function issueTimeProblems(fields: DocumentFields, now: Date): MyInvoisErrorBody[] {
  const path = 'Invoice.IssueDate AND Invoice.IssueTime';
  const issuedAt = issuedAtOf(fields);
  if (!issuedAt)
    return [
      myInvoisError(
        'InvalidIssueDateTime',
        'The issue date (yyyy-MM-dd) and time (HH:mm:ssZ, UTC) are missing or malformed.',
        'Tarikh (yyyy-MM-dd) dan masa (HH:mm:ssZ, UTC) dikeluarkan tiada atau tidak sah.',
        path,
      ),
    ];
  if (issuedAt.getTime() > now.getTime())
    return [
      myInvoisError(
        'IssueDateTimeInFuture',
        'The issue date and time of the document is in the future.',
        'Tarikh dan masa dokumen dikeluarkan adalah pada masa hadapan.',
        path,
      ),
    ];
  if (now.getTime() - issuedAt.getTime() > issueWindowMs)
    return [
      myInvoisError(
        'IssueDateTimeTooOld',
        'The issue date and time of the document is more than 72 hours ago.',
        'Tarikh dan masa dokumen dikeluarkan adalah lebih daripada 72 jam yang lalu.',
        path,
      ),
    ];
  return [];
}

function totalProblems(fields: DocumentFields): MyInvoisErrorBody[] {
  const { totals, lines } = fields;
  const mismatch = (path: string, en: string, ms: string) =>
    myInvoisError('TotalsMismatch', en, ms, `Invoice.LegalMonetaryTotal.${path}`);
  if (lines.length === 0) return [missing('Invoice.InvoiceLine', 'The document lines', 'Baris dokumen')];
  const required = [
    ['LineExtensionAmount', totals.lineExtensionSen],
    ['TaxExclusiveAmount', totals.taxExclusiveSen],
    ['TaxInclusiveAmount', totals.taxInclusiveSen],
    ['PayableAmount', totals.payableSen],
  ] as const;
  const absent = required.filter(([, value]) => value === undefined);
  if (absent.length > 0 || lines.some((line) => line.lineExtensionSen === undefined))
    return [
      ...absent.map(([name]) => missing(`Invoice.LegalMonetaryTotal.${name}`, `The ${name}`, `${name}`)),
      ...(lines.some((line) => line.lineExtensionSen === undefined)
        ? [missing('Invoice.InvoiceLine.LineExtensionAmount', "A line's amount", 'Amaun baris')]
        : []),
    ];
  const problems: MyInvoisErrorBody[] = [];
  const linesSen = sum(lines.map((line) => line.lineExtensionSen));
  if (linesSen !== totals.lineExtensionSen)
    problems.push(
      mismatch(
        'LineExtensionAmount',
        'The total of the lines is not the sum of the lines.',
        'Jumlah baris bukan hasil tambah baris-baris.',
      ),
    );
  if (
    sum([totals.lineExtensionSen, totals.chargeSen]) - (totals.allowanceSen ?? 0) !==
    totals.taxExclusiveSen
  )
    problems.push(
      mismatch(
        'TaxExclusiveAmount',
        'The total excluding tax is not the lines less allowances plus charges.',
        'Jumlah tidak termasuk cukai bukan jumlah baris tolak diskaun tambah caj.',
      ),
    );
  if (sum([totals.taxExclusiveSen, totals.taxSen]) !== totals.taxInclusiveSen)
    problems.push(
      mismatch(
        'TaxInclusiveAmount',
        'The total including tax is not the total excluding tax plus the tax.',
        'Jumlah termasuk cukai bukan jumlah tidak termasuk cukai tambah cukai.',
      ),
    );
  if (sum([totals.taxInclusiveSen, totals.roundingSen]) - (totals.prepaidSen ?? 0) !== totals.payableSen)
    problems.push(
      mismatch(
        'PayableAmount',
        'The payable amount is not the total including tax less prepaid plus rounding.',
        'Amaun perlu dibayar bukan jumlah termasuk cukai tolak prabayar tambah pembundaran.',
      ),
    );
  return problems;
}
