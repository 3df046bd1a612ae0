import {
  type CentreMedicationDay,
  type ChildMedication,
  type DoseCorrection,
  type DoseRequest,
  type DoseVersion,
  kualaLumpurDay,
  type MedicationAuthorisation,
  type MedicationDecline,
  type MedicationDose,
  type MedicationRequest,
  medicationLatestFirstDay,
  medicationMessages,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { isParentsChild } from '../../db/family-children';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal, ManagerPrincipal } from '../../http/principal';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { createPhotoLinks, storeUploadedPhoto } from '../../shared/uploaded-photos';
import { createDoseRepository, type DoseFacts } from './dose-repository';
import { queueOverdueChecks } from './overdue-job';
import { type AuthorisationView, createMedicationRepository } from './repository';
import { dueDoses, presentAuthorisation, presentDose } from './views';

type Deps = Pick<AppContext, 'db' | 'clock' | 'storage' | 'jobs'>;

const notFound = () => new AppError('NOT_FOUND', medicationMessages.notFound);
const childNotFound = () => new AppError('NOT_FOUND', medicationMessages.childNotFound);
const doseNotFound = () => new AppError('NOT_FOUND', medicationMessages.doseNotFound);

/** A dose's facts as stored: the amount only when given, the reasons only when not. */
function factsOf(dose: Omit<DoseRequest, 'slot' | 'clientRequestId'>): DoseFacts {
  const given = dose.outcome === 'GIVEN';
  return {
    outcome: dose.outcome,
    at: new Date(dose.at),
    amount: given ? (dose.amount ?? null) : null,
    reasonCode: given ? null : (dose.reasonCode ?? null),
    reasonText: given ? null : dose.reasonText || null,
  };
}

/**
 * Medication (issue 44, decision 126): parents authorise a medicine for their child, a head of
 * centre accepts or declines it, staff record each dose of an accepted one, admins with CARE read
 * a child's, audited. Anyone else's child or record answers 404.
 */
export function createMedicationService(ctx: Deps) {
  const repository = createMedicationRepository(ctx.db);
  const doses = createDoseRepository(ctx.db);
  const photoLinks = createPhotoLinks(ctx.storage);
  const today = () => kualaLumpurDay(ctx.clock());

  async function present(views: AuthorisationView[]): Promise<MedicationAuthorisation[]> {
    const links = await photoLinks(
      views.flatMap((view) =>
        view.photoKey && view.thumbnailKey
          ? [{ id: view.row.id, photoKey: view.photoKey, thumbnailKey: view.thumbnailKey }]
          : [],
      ),
    );
    return views.map((view) => presentAuthorisation(view, links.get(view.row.id) ?? null));
  }
  async function presentOne(id: string) {
    const view = await repository.view(id);
    if (!view) throw notFound();
    const [answer] = await present([view]);
    return answer as MedicationAuthorisation;
  }
  async function presentDoseById(id: string) {
    const view = await doses.view(id);
    if (!view) throw doseNotFound();
    return presentDose(view);
  }
  async function parentsChild(parentId: string, childId: string) {
    const [child, theirs] = await Promise.all([
      repository.child(childId),
      isParentsChild(ctx.db, parentId, childId),
    ]);
    if (!child || !theirs) throw childNotFound();
    return child;
  }
  /** The centre's authorisation, locked; another centre's answers 404. */
  async function centreAuthorisation(
    tx: ReturnType<typeof createMedicationRepository>,
    staff: ManagerPrincipal,
    id: string,
  ) {
    const row = await tx.authorisation(id, true);
    if (!row || row.centreId !== staff.centreId) throw notFound();
    return row;
  }

  return {
    async uploadLabelPhoto(parentId: string, bytes: Buffer) {
      const keys = await storeUploadedPhoto(
        ctx.storage,
        'medication',
        today(),
        bytes,
        medicationMessages.photoType,
      );
      return repository.insertPhoto({ ...keys, uploadedByParentId: parentId, createdAt: ctx.clock() });
    },

    /** The parent's request, waiting for the head of centre; the label photo must be the parent's own upload. */
    async authorise(parentId: string, childId: string, request: MedicationRequest) {
      const child = await parentsChild(parentId, childId);
      if (!child.active) throw childNotFound();
      const day = today();
      if (request.from < day) throw new AppError('VALIDATION_FAILED', medicationMessages.fromPast, 'from');
      if (request.from > medicationLatestFirstDay(day))
        throw new AppError('VALIDATION_FAILED', medicationMessages.fromTooFar, 'from');
      const { id } = await inTransaction(ctx.db, createMedicationRepository, async (tx) => {
        const photo = await tx.pendingPhotoOf(parentId, request.labelPhotoId);
        if (!photo) throw new AppError('NOT_FOUND', medicationMessages.photoNotFound, 'labelPhotoId');
        return tx.insertAuthorisation(
          {
            centreId: child.centreId,
            childId,
            requestedByParentId: parentId,
            medicineName: request.medicineName,
            dose: request.dose,
            timesOfDay: request.whenNeeded ? [] : request.timesOfDay.toSorted(),
            whenNeeded: request.whenNeeded,
            condition: request.whenNeeded ? (request.condition ?? null) : null,
            fromDate: request.from,
            toDate: request.to,
            createdAt: ctx.clock(),
          },
          photo.id,
        );
      });
      return presentOne(id);
    },

    async listForParent(parentId: string, childId: string) {
      await parentsChild(parentId, childId);
      return present(await repository.ofChild(childId));
    },

    /** The parent takes it back: nothing more is given; doses recorded stay. */
    async withdraw(parentId: string, id: string) {
      await inTransaction(ctx.db, createMedicationRepository, async (tx, db) => {
        const row = await tx.authorisation(id, true);
        if (!row || !(await isParentsChild(db, parentId, row.childId))) throw notFound();
        if (row.status === 'WITHDRAWN' || row.status === 'DECLINED')
          throw new AppError('CONFLICT', medicationMessages.notPending);
        await tx.update(id, { status: 'WITHDRAWN', withdrawnAt: ctx.clock() });
      });
      return presentOne(id);
    },

    async accept(staff: ManagerPrincipal, id: string, log: FollowUpLog) {
      const row = await inTransaction(ctx.db, createMedicationRepository, async (tx) => {
        const current = await centreAuthorisation(tx, staff, id);
        if (current.status !== 'PENDING') throw new AppError('CONFLICT', medicationMessages.notPending);
        await tx.update(id, { status: 'ACCEPTED', decidedById: staff.managerId, decidedAt: ctx.clock() });
        return current;
      });
      const day = today();
      // The nightly job queues each later day's checks; today's are queued now. A queue that cannot
      // take them costs the alerts, never the answer: the failure is logged.
      if (!row.whenNeeded && row.fromDate <= day && day <= row.toDate) {
        await queueOverdueChecks(ctx, row, day).catch((error: unknown) =>
          log.error({ err: error, authorisationId: id }, 'Could not queue the overdue dose checks'),
        );
      }
      return presentOne(id);
    },

    async decline(staff: ManagerPrincipal, id: string, { reason }: MedicationDecline) {
      await inTransaction(ctx.db, createMedicationRepository, async (tx) => {
        const current = await centreAuthorisation(tx, staff, id);
        if (current.status !== 'PENDING') throw new AppError('CONFLICT', medicationMessages.notPending);
        await tx.update(id, {
          status: 'DECLINED',
          decidedById: staff.managerId,
          decidedAt: ctx.clock(),
          declineReason: reason,
        });
      });
      return presentOne(id);
    },

    /** Today's doses due at the centre and the authorisations waiting for an answer. */
    async centreDay(staff: ManagerPrincipal): Promise<CentreMedicationDay> {
      const day = today();
      const [accepted, pending, recorded] = await Promise.all([
        repository.acceptedOn(staff.centreId, day),
        repository.pendingOfCentre(staff.centreId),
        doses.ofCentreDay(staff.centreId, day),
      ]);
      return {
        day,
        due: dueDoses(accepted, recorded.map(presentDose), day, ctx.clock()),
        pending: await present(pending),
      };
    },

    /**
     * One dose of an accepted authorisation on a day it covers, at one of its clock times (once a
     * day each) or when needed. A resend with the same `clientRequestId` answers the first.
     */
    async recordDose(staff: ManagerPrincipal, id: string, request: DoseRequest): Promise<MedicationDose> {
      const now = ctx.clock();
      const row = await repository.authorisation(id);
      if (!row || row.centreId !== staff.centreId) throw notFound();
      if (request.clientRequestId) {
        const earlier = await doses.ofRequest(id, request.clientRequestId);
        if (earlier) return presentDoseById(earlier.id);
      }
      if (row.status !== 'ACCEPTED') throw new AppError('CONFLICT', medicationMessages.notAccepted);
      const facts = factsOf(request);
      if (facts.at.getTime() > now.getTime() + 2 * 60 * 1000)
        throw new AppError('VALIDATION_FAILED', medicationMessages.doseInFuture, 'at');
      const day = kualaLumpurDay(facts.at);
      if (day < row.fromDate || day > row.toDate)
        throw new AppError('CONFLICT', medicationMessages.outsideDates);
      if (row.whenNeeded && request.slot !== null)
        throw new AppError('VALIDATION_FAILED', medicationMessages.noSuchTime, 'slot');
      if (!row.whenNeeded && request.slot === null)
        throw new AppError('VALIDATION_FAILED', medicationMessages.notWhenNeeded, 'slot');
      if (!row.whenNeeded && !row.timesOfDay.includes(request.slot ?? ''))
        throw new AppError('VALIDATION_FAILED', medicationMessages.noSuchTime, 'slot');
      const inserted = await doses.insert({
        authorisationId: id,
        centreId: row.centreId,
        childId: row.childId,
        localDate: day,
        slot: request.slot,
        clientRequestId: request.clientRequestId ?? null,
        ...facts,
        recordedById: staff.managerId,
        recordedAt: now,
        createdAt: now,
      });
      if (!inserted) {
        // Two copies of one request at once: the second answers the first's record.
        const first = request.clientRequestId ? await doses.ofRequest(id, request.clientRequestId) : null;
        if (first) return presentDoseById(first.id);
        throw new AppError('CONFLICT', medicationMessages.doseRecorded);
      }
      return presentDoseById(inserted.id);
    },

    /** A new version with who, when and why; the one it replaces is kept. */
    async correctDose(staff: ManagerPrincipal, doseId: string, correction: DoseCorrection) {
      const { reason, ...fields } = correction;
      await inTransaction(ctx.db, createDoseRepository, async (tx) => {
        const current = await tx.ofCentre(staff.centreId, doseId, true);
        if (!current) throw doseNotFound();
        const facts = factsOf(fields);
        if (facts.at.getTime() > ctx.clock().getTime() + 2 * 60 * 1000)
          throw new AppError('VALIDATION_FAILED', medicationMessages.doseInFuture, 'at');
        await tx.replaceVersion(current, {
          ...facts,
          recordedById: staff.managerId,
          recordedAt: ctx.clock(),
          reason,
        });
      });
      return presentDoseById(doseId);
    },

    /** Every version of the centre's dose record, oldest first: the current one last. */
    async doseVersions(staff: ManagerPrincipal, doseId: string): Promise<DoseVersion[]> {
      const current = await doses.ofCentre(staff.centreId, doseId);
      const view = current ? await doses.view(doseId) : null;
      if (!view) throw doseNotFound();
      const earlier = await doses.versionsOf(doseId);
      const present = (
        row: DoseFacts & { version: number; recordedById: string; recordedAt: Date; reason: string | null },
        name: string,
      ): DoseVersion => ({
        version: row.version,
        outcome: row.outcome,
        at: row.at.toISOString(),
        amount: row.amount,
        reasonCode: row.reasonCode,
        reasonText: row.reasonText,
        recordedBy: { id: row.recordedById, name },
        recordedAt: row.recordedAt.toISOString(),
        reason: row.reason,
      });
      return [
        ...earlier.map((version) => present(version.row, version.recordedByName)),
        present(view.row, view.recordedByName),
      ];
    },

    /** A child's authorisations and a day's doses for head office, with an audit row. */
    async forAdmin(admin: AdminPrincipal, childId: string, day = today()): Promise<ChildMedication> {
      const child = await repository.child(childId);
      if (!child) throw childNotFound();
      const [authorisations, recorded] = await Promise.all([
        repository.ofChild(childId),
        doses.ofChildDay(childId, day),
      ]);
      await repository.audit({
        ...adminActor(admin),
        action: 'medication.read',
        entityType: 'child',
        entityId: childId,
        details: { day, centreId: child.centreId },
      });
      return { authorisations: await present(authorisations), doses: recorded.map(presentDose) };
    },
  };
}
export type MedicationService = ReturnType<typeof createMedicationService>;

/** A child's doses of a day, for the care timeline (decision 126). */
export async function dosesOfChildDay(db: Deps['db'], childId: string, day: string) {
  return (await createDoseRepository(db).ofChildDay(childId, day)).map(presentDose);
}
