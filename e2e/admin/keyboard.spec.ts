import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { generateOvertimeReport } from '../support/overtime';
import { adminToken, centreId } from '../support/sign-in';

/** A desktop window, and a phone's: below 768 px the sidebar is a menu behind a button. */
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** Opens `path` in a window of `size`, the demo admin signed in. */
async function openAsAdmin(
  page: Page,
  request: APIRequestContext,
  path: string,
  size: { width: number; height: number },
) {
  await page.setViewportSize(size);
  await storeSession(page.context(), 'token', await adminToken(request));
  await page.goto(path);
}

test.describe('admin by keyboard alone', () => {
  test('[ADMIN] adds and reopens a centre note: focus on the heading, past the tab panel, back to what opened each dialog', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const centre = await centreId(request, demoCentres.bangsar.name);
    await openAsAdmin(page, request, `/app/admin/checkins/${centre}`, desktop);
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
    // The panel shows its button once the notes have loaded (on a busy machine, after the arrow).
    await expect(add).toBeVisible();
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
    await openAsAdmin(page, request, '/app/admin/checkins', phone);
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

  test('[ADMIN] issue 27: below 768 px the open menu is a modal: Tab goes round it, the page behind is inert, Escape from any link closes it and focuses the menu button', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, request, '/app/admin/checkins', phone);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const links = page.getByRole('navigation', { name: 'Admin modules' }).getByRole('link');
    await expectVisibleFocus(links.first());
    const count = await links.count();
    // Round once and a little further: every stop is one of the menu's links, shown.
    for (let press = 1; press <= count + 2; press += 1) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(links.nth(press % count));
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(links.nth(count - 1));
    // A modal for assistive technology too; the page behind takes neither focus nor clicks.
    const drawer = page.getByRole('dialog', { name: 'Admin' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectVisibleFocus(menuButton);
    expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') === null)).toBe(true);
  });

  test('[ADMIN] issue 27: the overtime Actions menu shows its focused item with a ring of at least 3:1', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = `Focus ring ${Date.now()}`;
    await generateOvertimeReport(request, await adminToken(request), name);
    await openAsAdmin(page, request, '/app/admin/overtime/reports', desktop);
    const actions = page.getByRole('button', { name: `Actions for ${name}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['View', 'Edit', 'Delete']);
    for (let index = 0; index < 3; index += 1) {
      if (index > 0) await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(items.nth(index));
      expect(await ringContrast(items.nth(index)), `ring of item ${index + 1}`).toBeGreaterThanOrEqual(3);
    }
    await page.keyboard.press('Escape');
    await expectVisibleFocus(actions);
  });

  test('[ADMIN] issue 27: the Generate Report dialog’s date picker takes focus and is worked by keyboard', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, request, '/app/admin/overtime/reports', desktop);
    await page.getByRole('button', { name: 'Generate Report' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Generate Report' });
    const pick = dialog.getByRole('button', { name: 'Choose start date' });
    await tabTo(page, pick, { most: 6 });
    await page.keyboard.press('Enter');

    // The calendar opens with focus on the chosen day; the arrows move it, Enter picks.
    const calendar = page.getByRole('dialog', { name: 'Start date' });
    const day = calendar.locator('[data-day][tabindex="0"]');
    await expectVisibleFocus(day);
    const start = await day.getAttribute('data-day');
    await page.keyboard.press('ArrowRight');
    await expect(day).not.toHaveAttribute('data-day', start ?? '');
    await expectVisibleFocus(day);
    const picked = (await day.getAttribute('data-day')) ?? '';
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const [year, month, date] = picked.split('-');
    await expect(dialog.getByLabel('Start date', { exact: true })).toHaveValue(`${date}/${month}/${year}`);
    await expectVisibleFocus(pick);
  });
});

/** sRGB channels 0–1 of any CSS colour (oklch included), through a canvas. */
type Rgb = [number, number, number];

/**
 * The contrast (WCAG) of the focused item's outline against what it is drawn on: the item's own
 * background (inset ring) and the menu's; the lower of the two.
 */
function ringContrast(item: Locator): Promise<number> {
  return item.evaluate((element) => {
    const rgb = (colour: string): Rgb => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('No canvas');
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r / 255, g / 255, b / 255];
    };
    const luminance = ([r, g, b]: Rgb) => {
      const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0) return 1;
    const menu = element.closest('[role="menu"]');
    const menuBackground = menu ? getComputedStyle(menu).backgroundColor : 'white';
    return Math.min(
      contrast(style.outlineColor, style.backgroundColor),
      contrast(style.outlineColor, menuBackground),
    );
  });
}
