import type { CareTimeline, CentreStudent } from '@cic/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { careTeacher, careWords, signedInPage } from '../support/care-log';
import { studentsOf } from '../support/children';
import { waitForTeacherAreaKept, waitingOnPhone } from '../support/offline';

// The door offline is the service worker's work (decision 137).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 44: a group entry made at the door with the network down waits on the phone, counted by
 * the waiting banner, and is sent once when the network returns: the child's day holds it once,
 * not twice, with the time it was captured. In English and in Bahasa Malaysia.
 */
const flows = [
  { language: 'en', teacher: 'Kavitha Rao' },
  { language: 'ms', teacher: 'Rohana Said' },
] as const;

type Waiting = { kind?: string; clientId: string; timestamp: string };
const waitingFields: (keyof Waiting)[] = ['kind', 'clientId', 'timestamp'];

/** The entries of the child's day that say `text`, as the centre's API answers them. */
async function entriesSaying(
  request: APIRequestContext,
  teacher: string,
  child: CentreStudent,
  text: string,
) {
  const day = await callApi<CareTimeline>(request, 'GET', `/center/students/${child.ID_STUDENT}/care`, {
    token: teacher,
  });
  return day.entries.filter((entry) => entry.details.kind === 'NOTE' && entry.details.text === text);
}

for (const { language, teacher: teacherName } of flows) {
  test(`[CARE] ${language}: a group entry made offline waits on the phone and is sent once`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = careWords[language];
    const teacher = await careTeacher(request, teacherName);
    const [child] = await studentsOf(request, teacher);
    if (!child) throw new Error('The care centre has no children');
    const text = `${words.kinds.NOTE} ${language} ${Date.now().toString(36)}`;

    const door = await signedInPage(browser, 'token', teacher, language);
    await door.goto('/app/teacher/checkin');
    const careLog = door.getByRole('button', { name: words.careLog, exact: true });
    await expect(careLog).toBeVisible();
    await waitForTeacherAreaKept(door);

    await door.context().setOffline(true);
    await careLog.click();
    const dialog = door.getByRole('dialog', { name: words.dialog });
    await dialog
      .getByRole('group', { name: words.kind })
      .getByRole('radio', { name: words.kinds.NOTE })
      .check();
    await dialog.getByRole('textbox', { name: words.noteText, exact: true }).fill(text);
    await dialog.getByRole('checkbox', { name: child.studentName, exact: true }).check();
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog).toBeHidden();
    await expect(door.getByRole('status').filter({ hasText: words.kept })).toBeVisible();
    await expect(door.getByText(words.waiting, { exact: true })).toBeVisible();
    const [waiting] = await waitingOnPhone<Waiting>(door, waitingFields);
    expect(waiting).toMatchObject({ kind: 'care' });
    expect(await axeViolations(door)).toEqual([]);
    expect(await entriesSaying(request, teacher, child, text)).toHaveLength(0);

    await door.context().setOffline(false);
    await expect(door.getByText(words.waiting, { exact: true })).toBeHidden({ timeout: 45_000 });
    expect(await waitingOnPhone<Waiting>(door, waitingFields)).toEqual([]);
    const sent = await entriesSaying(request, teacher, child, text);
    expect(sent).toHaveLength(1);
    // The captured time, not the time it reached the server.
    expect(Date.parse(sent[0]?.occurredAt ?? '')).toBe(Date.parse(waiting?.timestamp ?? ''));
    // The child's row now counts it.
    await expect(door.getByRole('button', { name: words.rowDay(child.studentName) })).toBeVisible();
  });
}
