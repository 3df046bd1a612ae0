import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { careFamily, careWords, fitsTheWidth, recordCareThroughApi, signedInPage } from '../support/care-log';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

/**
 * Issue 44: the centre asks a parent to bring diapers and something else; on the child's page the
 * reminders stand out above the day's timeline, and the parent marks each done by keyboard, focus
 * moving to the next one, then to the reminders' heading. Axe at 360 and 1280 px, English and Malay.
 */
const flows = [
  {
    language: 'en',
    parent: 'ong.peishan@demo.test',
    teacher: 'Aina Sofia',
    diapers: 'diapers',
    other: 'Spare socks',
  },
  {
    language: 'ms',
    parent: 'nurul.huda@demo.test',
    teacher: 'Chong Mei Fong',
    diapers: 'lampin',
    other: 'Stokin ganti',
  },
] as const;

for (const { language, parent: parentEmail, teacher: teacherName, diapers, other } of flows) {
  test(`[CARE] ${language}: 'please bring' reminders stand out and are marked done by the parent`, async ({
    browser,
    request,
  }) => {
    const words = careWords[language];
    const { teacher, parent, child } = await careFamily(request, parentEmail, teacherName);
    await recordCareThroughApi(request, teacher, {
      kind: 'REMINDER',
      item: 'DIAPERS',
      childIds: [child.ID_STUDENT],
    });
    await recordCareThroughApi(request, teacher, {
      kind: 'REMINDER',
      item: 'OTHER',
      text: other,
      childIds: [child.ID_STUDENT],
    });

    const family = await signedInPage(browser, 'parent_token', parent, language);
    await family.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
    const reminders = family
      .getByRole('region', { name: words.today })
      .getByRole('region', { name: words.reminders });
    const doneDiapers = reminders.getByRole('button', { name: words.done(diapers) });
    const doneOther = reminders.getByRole('button', { name: words.done(other) });
    await expect(doneOther).toBeVisible();
    expect(await axeViolations(family)).toEqual([]);
    expect(await fitsTheWidth(family)).toBe(true);

    await tabTo(family, doneDiapers, { most: 15 });
    await family.keyboard.press('Enter');
    await expect(doneDiapers).toBeHidden();
    await expectVisibleFocus(doneOther);
    await family.keyboard.press('Enter');
    await expect(doneOther).toBeHidden();
    await expect(reminders.getByRole('heading', { name: words.reminders })).toBeFocused();
    await expect(reminders.getByText(words.markedDone)).toHaveCount(2);

    await family.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(family)).toEqual([]);
    expect(await fitsTheWidth(family)).toBe(true);
  });
}
