import type { noteBodySchema, noteSchema } from '@cic/contract';
import { message } from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { type AuditEntry, adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { centreNotFound } from '../../shared/centre-not-found';
import { requestedDay } from '../../shared/requested-day';
import { type AdminNotesRepository, createAdminNotesRepository } from './repository';

type Note = z.infer<typeof noteSchema>;
type NoteBody = z.infer<typeof noteBodySchema>;
type NoteRow = Awaited<ReturnType<AdminNotesRepository['notesOfDay']>>[number];

const noteNotFound = () => new AppError('NOT_FOUND', message('admin.noteNotFound'));

/** The audit row of an admin's change to a note. */
const noteAudit = (
  principal: AdminPrincipal,
  action: 'create' | 'update' | 'delete',
  noteId: string,
  details: AuditEntry['details'],
): AuditEntry => ({
  ...adminActor(principal),
  action: `note.${action}`,
  entityType: 'note',
  entityId: noteId,
  details,
});

function toNote(row: NoteRow): Note {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * An admin's notes on a centre's Kuala Lumpur day (the calendar shows the latest one). Any admin
 * with the Checkins module may add, edit or delete them; the author stays the one who wrote it,
 * and each change is in the audit log.
 */
export function createAdminNotesService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = createAdminNotesRepository(ctx.db);

  async function existingCentre(centreId: string) {
    if (!(await repository.centreExists(centreId))) throw centreNotFound();
    return centreId;
  }

  async function existingNote(centreId: string, noteId: string) {
    await existingCentre(centreId);
    const note = await repository.noteOfCentre(centreId, noteId);
    if (!note) throw noteNotFound();
    return note;
  }

  function checkedBody(body: NoteBody): NoteBody {
    return { text: body.text, date: requestedDay(body.date, ctx.clock()) };
  }

  return {
    async list(centreId: string, date: string | undefined): Promise<Note[]> {
      const day = requestedDay(date, ctx.clock());
      const rows = await repository.notesOfDay(await existingCentre(centreId), day);
      return rows.map(toNote);
    },

    async create(principal: AdminPrincipal, centreId: string, body: NoteBody): Promise<Note> {
      const values = checkedBody(body);
      await existingCentre(centreId);
      return inTransaction(ctx.db, createAdminNotesRepository, async (tx) => {
        const note = await tx.create({ centreId, ...values, authorAdminId: principal.adminId });
        await tx.audit(
          noteAudit(principal, 'create', note.noteId, { centreId, date: note.date, text: note.text }),
        );
        return toNote(note);
      });
    },

    async update(principal: AdminPrincipal, centreId: string, noteId: string, body: NoteBody): Promise<Note> {
      const values = checkedBody(body);
      const before = await existingNote(centreId, noteId);
      return inTransaction(ctx.db, createAdminNotesRepository, async (tx) => {
        const note = await tx.update(before.id, values);
        await tx.audit(
          noteAudit(principal, 'update', note.noteId, {
            centreId,
            from: { date: before.date, text: before.text },
            to: values,
          }),
        );
        return toNote(note);
      });
    },

    async remove(principal: AdminPrincipal, centreId: string, noteId: string): Promise<void> {
      const note = await existingNote(centreId, noteId);
      await inTransaction(ctx.db, createAdminNotesRepository, async (tx) => {
        await tx.remove(note.id);
        await tx.audit(
          noteAudit(principal, 'delete', note.id, { centreId, date: note.date, text: note.text }),
        );
      });
    },
  };
}
