import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { adminToken, centreId } from '../support/sign-in';

test.describe('admin by keyboard alone', () => {
  test('[ADMIN] adds and reopens a centre note: focus on the heading, past the tab panel, back to what opened each dialog', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await storeSession(page.context(), 'token', await adminToken(request));
    const centre = await centreId(request, demoCentres.bangsar.name);
    await page.goto(`/app/admin/checkins/${centre}`);
    const overall = page.getByRole('tab', { name: 'Overall' });
    await expect(overall).toBeVisible();

    // The skip link passes the sidebar and header and lands on the centre's heading.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await tabTo(page, skip, { most: 1 })).toBe(1);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page.getByRole('heading', { level: 1, name: demoCentres.bangsar.name }));

    // The tabs by arrow keys; the Notes panel is no Tab stop of its own: Tab reaches 'Add Note'.
    await tabTo(page, overall);
    for (const tab of ['Teachers', 'Students', 'Notes']) {
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page.getByRole('tab', { name: tab }));
    }
    const add = page.getByRole('button', { name: 'Add Note' });
    expect(await tabTo(page, add, { most: 1 })).toBe(1);

    // The note dialog: focus in its text; once added, focus is back on 'Add Note'.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Note' });
    await expectVisibleFocus(dialog.getByLabel(/^Note/));
    const text = `Keyboard note ${Date.now()}`.slice(0, 40);
    await page.keyboard.type(text);
    await tabTo(page, dialog.getByRole('button', { name: 'Add Note' }), { most: 2 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(add);

    // Opened from the note itself, Escape returns focus to that note.
    const note = page.getByRole('list', { name: 'Notes' }).getByRole('button', { name: new RegExp(text) });
    await tabTo(page, note, { most: 10 });
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Note' });
    await expectVisibleFocus(edit.getByLabel(/^Note/));
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expectVisibleFocus(note);
  });

  test('[ADMIN] below 768 px the closed menu takes no Tab stop; opened it takes focus and Escape gives it back', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await storeSession(page.context(), 'token', await adminToken(request));
    await page.goto('/app/admin/checkins');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account Options' })).toBeVisible();

    // Skip link, menu button, logo, account menu, Account Options: each visible, none in the closed menu.
    expect(await tabTo(page, menuButton, { most: 2 })).toBe(2);
    await tabTo(page, page.getByRole('button', { name: 'Account Options' }), { most: 3 });

    await tabTo(page, menuButton, { most: 3, backwards: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Admin modules' });
    await expectVisibleFocus(menu.getByRole('link').first());
    await page.keyboard.press('Escape');
    await expectVisibleFocus(menuButton);
  });
});
