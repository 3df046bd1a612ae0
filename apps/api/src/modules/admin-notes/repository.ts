import { and, eq } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { oldestFirst } from '../../db/made-order';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { admins, centres, notes } from '../../db/schema/index';

/** A note as the API answers it, but for `createdAt`, which is still a Date. */
const noteColumns = {
  noteId: notes.id,
  text: notes.text,
  date: notes.date,
  author: admins.email,
  createdAt: notes.createdAt,
};

export function createAdminNotesRepository(db: Db) {
  const noteById = async (noteId: string) => {
    const rows = await db
      .select(noteColumns)
      .from(notes)
      .innerJoin(admins, eq(admins.id, notes.authorAdminId))
      .where(eq(notes.id, noteId));
    const row = rows[0];
    if (!row) throw new Error('note not found after writing it');
    return row;
  };

  return {
    async centreExists(centreId: string) {
      const rows = await db.select({ id: centres.id }).from(centres).where(eq(centres.id, centreId));
      return rows.length > 0;
    },

    /** A centre's notes of one day, oldest first. */
    notesOfDay(centreId: string, day: string) {
      return db
        .select(noteColumns)
        .from(notes)
        .innerJoin(admins, eq(admins.id, notes.authorAdminId))
        .where(and(eq(notes.centreId, centreId), eq(notes.date, day)))
        .orderBy(...oldestFirst(notes));
    },

    noteOfCentre(centreId: string, noteId: string) {
      return db
        .select({ id: notes.id, text: notes.text, date: notes.date })
        .from(notes)
        .where(and(eq(notes.id, noteId), eq(notes.centreId, centreId)))
        .then(rowOrNull);
    },

    async create(values: { centreId: string; date: string; text: string; authorAdminId: string }) {
      const row = returnedRow(
        await db.insert(notes).values(values).returning({ id: notes.id }),
        'note insert',
      );
      return noteById(row.id);
    },

    async update(noteId: string, values: { date: string; text: string }) {
      await db.update(notes).set(values).where(eq(notes.id, noteId));
      return noteById(noteId);
    },

    async remove(noteId: string) {
      await db.delete(notes).where(eq(notes.id, noteId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type AdminNotesRepository = ReturnType<typeof createAdminNotesRepository>;
