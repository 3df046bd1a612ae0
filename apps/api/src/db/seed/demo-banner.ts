import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { DemoAccounts } from './demo-accounts';
import { kualaLumpur } from './demo-time';

const parentsPerLine = 3;

/** Pads each cell but a row's last to its column's widest such cell, so the rows line up as a table. */
function table(rows: string[][], indent = '  '): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.slice(0, -1).forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows.map(
    (row) =>
      indent +
      row.map((cell, index) => (index < row.length - 1 ? cell.padEnd(widths[index] ?? 0) : cell)).join('  '),
  );
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );
}

/** The demo accounts as the console shows them on every start: staff, centres, then every parent. */
export function formatDemoBanner(accounts: DemoAccounts, seededAt: Date, publicUrl: string): string {
  const seeded = format(new TZDate(seededAt.getTime(), kualaLumpur), 'dd/MM/yyyy HH:mm');
  const parentRows = accounts.centres.flatMap((centre) => {
    const emails = accounts.parents
      .filter((parent) => parent.centre === centre.name)
      .map((parent) => parent.email);
    return chunks(emails, parentsPerLine).map((line, index) => [index === 0 ? centre.name : '', ...line]);
  });
  return [
    '',
    `Demo data seeded ${seeded} (Kuala Lumpur time); check-ins run up to then. Open ${publicUrl}`,
    '',
    'Staff (a head of centre signs in at /teacher: centre password, their name, then e-mail and password)',
    ...table([
      [accounts.admin.email, accounts.admin.password, 'administrator with every module, at /admin'],
      ...accounts.centres.flatMap(({ name, headOfCentre }) =>
        headOfCentre
          ? [[headOfCentre.email, headOfCentre.password, `head of ${name} (${headOfCentre.name})`]]
          : [],
      ),
    ]),
    '',
    "Centres (/teacher: choose the centre, type its password, pick a name, then that person's PIN)",
    ...table(
      accounts.centres.map(({ name, password, headOfCentre, teachers }) =>
        password && headOfCentre
          ? [
              name,
              password,
              [headOfCentre, ...teachers].map((person) => `${person.name} ${person.pin}`).join(', '),
            ]
          : [name, 'not activated: try the admin\'s "Activate" form'],
      ),
    ),
    '',
    'Parents (/login: type the e-mail; the sign-in code is printed here)',
    ...table(parentRows),
    '',
    'Parents without an account yet (/login, then "Connect Your Family")',
    ...table(
      accounts.parentsWithoutAccount.map(({ email, name, children, centre }) => [
        email,
        `${name}, ${children.length === 1 ? '1 child' : `${children.length} children`} at ${centre}`,
      ]),
    ),
    '',
  ].join('\n');
}
