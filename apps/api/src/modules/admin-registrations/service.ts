import type {
  AdminRegistrationDetail,
  AdminRegistrationListItem,
  adminRegistrationQuerySchema,
  adminRegistrationUpdateSchema,
  PageMeta,
} from '@cic/contract';
import { message } from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { type AdminRegistrationsRepository, createAdminRegistrationsRepository } from './repository';

type Query = z.output<typeof adminRegistrationQuerySchema>;
type Update = z.output<typeof adminRegistrationUpdateSchema>;
type ListRow = Awaited<ReturnType<AdminRegistrationsRepository['page']>>['rows'][number];
type DetailRow = NonNullable<Awaited<ReturnType<AdminRegistrationsRepository['byId']>>>;

export const registrationNotFoundMessage = message('registration.notFound');
const notFound = () => new AppError('NOT_FOUND', registrationNotFoundMessage);

function toListItem(row: ListRow): AdminRegistrationListItem {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    fullName: row.fullName,
    center: { name: row.centreName },
    yearIntake: row.yearIntake,
    contactParent: { fullName: row.contactParentName },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(row: DetailRow, orderId: string | null): AdminRegistrationDetail {
  const r = row.registration;
  const parent = (prefix: 'father' | 'mother') => ({
    fullName: r[`${prefix}FullName`],
    idNumber: r[`${prefix}IdNumber`],
    nationality: r[`${prefix}Nationality`],
    occupation: r[`${prefix}Occupation`],
    email: r[`${prefix}Email`],
    workAddress: r[`${prefix}WorkAddress`],
    officeNumber: r[`${prefix}OfficeNumber`],
    mobileNumber: r[`${prefix}MobileNumber`],
  });
  return {
    ...toListItem({ ...r, centreName: row.centreName, contactParentName: row.contactParentName }),
    myKidNumber: r.myKidNumber,
    gender: r.gender,
    dateOfBirth: r.dateOfBirth,
    numberOfSiblings: r.numberOfSiblings,
    uniformSize: r.uniformSize,
    relationship: r.relationship,
    contactEmail: r.contactEmail,
    contactNumber: r.contactNumber,
    nationality: r.nationality,
    nationalityText: r.nationalityText,
    nric: r.nric,
    passport: r.passport,
    occupation: r.occupation,
    addressLine1: r.addressLine1,
    addressLine2: r.addressLine2,
    postcode: r.postcode,
    state: r.state,
    country: r.country,
    father: parent('father'),
    mother: parent('mother'),
    package: { packageType: row.packageType },
    parentMaritalStatus: r.maritalStatus,
    referralCode: r.referralCode,
    referrer: r.referrerParentId ? { fullName: row.referrerName } : null,
    termsAccepted: r.termsAccepted,
    orderId,
  };
}

/** The admin's registrations pages (REGISTRATION module): search, detail, audited status change. */
export function createAdminRegistrationsService({ db }: Pick<AppContext, 'db'>) {
  const repository = createAdminRegistrationsRepository(db);

  async function detail(registrationId: string) {
    const row = await repository.byId(registrationId);
    if (!row) throw notFound();
    return toDetail(row, await repository.orderIdOf(registrationId));
  }

  return {
    async list(query: Query): Promise<{ items: AdminRegistrationListItem[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(query);
      return { items: rows.map(toListItem), meta: { page: query.page, limit: query.limit, total } };
    },

    detail,

    /** Changes the status only (enrolment follows a paid order, see decision 032), with the reason in the audit log. */
    async update(principal: AdminPrincipal, registrationId: string, update: Update) {
      const before = await repository.byId(registrationId);
      if (!before) throw notFound();
      await inTransaction(db, createAdminRegistrationsRepository, async (tx) => {
        await tx.setStatus(registrationId, update.status);
        await tx.audit({
          ...adminActor(principal),
          action: 'registration.update',
          entityType: 'registration',
          entityId: registrationId,
          details: { from: before.registration.status, to: update.status, reason: update.reason },
        });
      });
      return detail(registrationId);
    },
  };
}
