import type { CareGroupEntryInput, CareTimeline, CentreStudent, RecordedCareGroup } from '@cic/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { callApi } from './api';
import { storeSession } from './browser-session';
import { childrenOf, studentsOf } from './children';
import { demoCentres } from './demo-accounts';
import { centreId, parentToken, teacherToken } from './sign-in';

/**
 * The care log's flows (issue 44) run at CIC Taman Melawati, whose centre password no browser test
 * changes, each with a parent and a teacher of their own.
 */
export const careCentre = demoCentres.melawati;

/** The words the care log's pages say, in each language. */
export const careWords = {
  en: {
    careLog: 'Care log',
    dialog: 'Record for several children',
    kind: 'What happened',
    kinds: { MEAL: 'Meal', NAP: 'Nap', MOOD: 'Mood', REMINDER: 'Please bring', NOTE: 'Note' },
    meal: 'Meal',
    lunch: 'Lunch',
    amount: 'How much was eaten',
    some: 'Some',
    note: 'Note (optional)',
    noteText: 'Note',
    start: 'Fell asleep at',
    end: 'Woke up at (empty while asleep)',
    age: (age: number) => `Select or clear: Age ${age}`,
    different: (name: string) => `Different for ${name}`,
    only: (name: string) => `For ${name} only`,
    save: /^Save for \d+$/,
    saved: /^Saved for \d+ child/,
    kept: 'No connection: saved on this phone, it will be sent when the network returns.',
    waiting: '1 record waiting to send',
    undo: 'Undo',
    undone: 'Taken back.',
    today: 'Today at the center',
    lunchSome: 'Lunch: ate some',
    nap: (start: string, end: string) => `Slept ${start} – ${end}`,
    pm: 'PM',
    reminders: 'Please bring',
    done: (item: string) => `Done: ${item}`,
    markedDone: /^Marked done at \d{2}:\d{2} (AM|PM)$/,
    rowDay: (name: string) => new RegExp(`^Day of ${name}: \\d+ care entr`),
    dayTitle: (name: string) => `Day of ${name}`,
    correctMeal: /^Correct Meal at /,
    correction: 'Correct: Meal',
    reason: 'Why is it corrected?',
    reasonNeeded: 'Please say why you correct this entry',
    saveCorrection: 'Save correction',
    corrected: 'Corrected',
  },
  ms: {
    careLog: 'Log penjagaan',
    dialog: 'Rekod untuk beberapa kanak-kanak',
    kind: 'Apa yang berlaku',
    kinds: { MEAL: 'Makan', NAP: 'Tidur', MOOD: 'Emosi', REMINDER: 'Sila bawa', NOTE: 'Nota' },
    meal: 'Waktu makan',
    lunch: 'Makan tengah hari',
    amount: 'Berapa banyak dimakan',
    some: 'Sedikit',
    note: 'Nota (pilihan)',
    noteText: 'Nota',
    start: 'Tertidur pada',
    end: 'Bangun pada (kosong jika masih tidur)',
    age: (age: number) => `Pilih atau kosongkan: Umur ${age}`,
    different: (name: string) => `Berbeza untuk ${name}`,
    only: (name: string) => `Untuk ${name} sahaja`,
    save: /^Simpan untuk \d+$/,
    saved: /^Disimpan untuk \d+ kanak-kanak/,
    kept: 'Tiada sambungan: disimpan dalam telefon ini, akan dihantar apabila rangkaian kembali.',
    waiting: '1 rekod menunggu untuk dihantar',
    undo: 'Buat asal',
    undone: 'Telah ditarik balik.',
    today: 'Hari ini di pusat',
    lunchSome: 'Makan tengah hari: makan sedikit',
    nap: (start: string, end: string) => `Tidur ${start} – ${end}`,
    pm: 'PTG',
    reminders: 'Sila bawa',
    done: (item: string) => `Selesai: ${item}`,
    markedDone: /^Ditanda selesai pada \d{2}:\d{2} (PG|PTG)$/,
    rowDay: (name: string) => new RegExp(`^Hari ${name}: \\d+ catatan penjagaan`),
    dayTitle: (name: string) => `Hari ${name}`,
    correctMeal: /^Betulkan Makan pada /,
    correction: 'Betulkan: Makan',
    reason: 'Mengapa dibetulkan?',
    reasonNeeded: 'Sila nyatakan sebab anda membetulkan catatan ini',
    saveCorrection: 'Simpan pembetulan',
    corrected: 'Dibetulkan',
  },
} as const;

export type CareLanguage = keyof typeof careWords;

/** A teacher's token at the care log's centre, as the door phone's session would be. */
export async function careTeacher(request: APIRequestContext, teacherName: string): Promise<string> {
  const id = await centreId(request, careCentre.name);
  return teacherToken(request, { id, password: careCentre.password }, teacherName);
}

/** A parent of the centre, their first child as the centre's list has it, and a teacher's token. */
export async function careFamily(request: APIRequestContext, parentEmail: string, teacherName: string) {
  const teacher = await careTeacher(request, teacherName);
  const parent = await parentToken(request, parentEmail);
  const students = await studentsOf(request, teacher);
  const mine = await childrenOf(request, parent);
  const child = students.find((student) => mine.includes(student.ID_STUDENT));
  if (!child) throw new Error(`${parentEmail} has no active child at ${careCentre.name}`);
  return { teacher, parent, child, students };
}

/** A browser of its own signed in with `cookie`, its pages in `language` from the first. */
export async function signedInPage(
  browser: Browser,
  cookie: 'token' | 'parent_token',
  token: string,
  language: CareLanguage,
  viewport = { width: 360, height: 780 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: viewport.width < 800 });
  await storeSession(context, cookie, token);
  await context.addInitScript((chosen) => window.localStorage.setItem('cic.language', chosen), language);
  return context.newPage();
}

/** A group entry of any kind without what the phone adds on sending. */
type CareEntryFields<T = CareGroupEntryInput> = T extends unknown
  ? Omit<T, 'capturedAt' | 'clientRequestId'>
  : never;

/** Records a care entry through the API, as another phone would (set-up, not the flow under test). */
export function recordCareThroughApi(
  request: APIRequestContext,
  teacher: string,
  entry: CareEntryFields,
): Promise<RecordedCareGroup> {
  return callApi<RecordedCareGroup>(request, 'POST', '/center/care', {
    token: teacher,
    data: { ...entry, capturedAt: new Date().toISOString(), clientRequestId: crypto.randomUUID() },
  });
}

/** A child's day today as the parent's API answers it. */
export function childDayOf(request: APIRequestContext, parent: string, child: CentreStudent) {
  return callApi<CareTimeline>(request, 'GET', `/parent/children/${child.ID_STUDENT}/care`, {
    token: parent,
  });
}

/** No sideways scroll: the page and every open dialog fit the window's width. */
export function fitsTheWidth(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [
      document.documentElement,
      ...Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')),
    ].every((element) => element.scrollWidth <= element.clientWidth + 1),
  );
}
