import type { EInvoiceCentre, EInvoiceIssuer, SavedEInvoiceIssuer } from '@cic/contract';
import { franchisee as franchiseeIssuer, issuer } from '@cic/contract/e-invoice/e-invoice.fixture';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { demoAdmin } from '../support/demo-accounts';
import { englishOn } from '../support/english-on-page';
import { expectVisibleFocus, tabTo, toastSaying } from '../support/keyboard';
import { phone } from '../support/page-checks';
import { adminToken, restoreAdminLanguage } from '../support/sign-in';
import { signInAsAdmin, signInAsAdminInMalay } from '../support/sign-in-pages';

/**
 * Billing → e-Invoice (issue 42, decision 105), in English and in Malay: the admin fills the
 * organisation's issuer, sees a wrong TIN refused under its field, saves and finds it kept after a
 * reload; then gives one centre its own issuer (the dialog by keyboard: focus in, Escape hands it
 * back) and returns it to the organisation's. The centre is one no billing spec bills; its own
 * issuer is removed at the end. The organisation's issuer stays set, as nothing unsets it.
 */
const centre = 'CIC Putrajaya';

const words = {
  en: {
    lang: 'en',
    nav: 'e-Invoice issuers',
    title: 'e-Invoice (MyInvois)',
    organisation: "The organization's issuer",
    legalName: 'Legal name',
    tin: 'TIN',
    brn: 'Business registration number',
    sst: 'SST registration number (optional)',
    msic: 'MSIC code',
    activity: 'Business activity description',
    lines: ['Address line 1', 'Address line 2 (optional)', 'Address line 3 (optional)'],
    postcode: 'Postcode',
    city: 'City',
    state: 'State',
    country: 'Country',
    phone: 'Phone',
    email: 'E-mail',
    save: 'Save',
    saved: 'e-Invoice issuer saved',
    wrongTin: 'Enter the TIN as LHDN gives it, e.g. IG12345678901 or C1234567890',
    centres: 'Centers run by another legal entity',
    byOrganisation: 'The organization',
    byOwn: 'Its own entity',
    setOwnOf: (name: string) => `Set own issuer for ${name}`,
    editOf: (name: string) => `Edit the issuer of ${name}`,
    useOrganisationOf: (name: string) => `Use the organization's issuer for ${name}`,
    dialog: (name: string) => `e-Invoice issuer of ${name}`,
    centreSaved: "Center's issuer saved",
    removeTitle: (name: string) => `Use the organization's issuer for ${name}?`,
    useOrganisation: "Use the organization's",
    removed: "The organization's issuer is in use",
  },
  ms: {
    lang: 'ms',
    nav: 'Pengeluar e-Invois',
    title: 'e-Invois (MyInvois)',
    organisation: 'Pengeluar organisasi',
    legalName: 'Nama sah',
    tin: 'TIN',
    brn: 'Nombor pendaftaran perniagaan',
    sst: 'Nombor pendaftaran SST (pilihan)',
    msic: 'Kod MSIC',
    activity: 'Perihalan aktiviti perniagaan',
    lines: ['Baris alamat 1', 'Baris alamat 2 (pilihan)', 'Baris alamat 3 (pilihan)'],
    postcode: 'Poskod',
    city: 'Bandar',
    state: 'Negeri',
    country: 'Negara',
    phone: 'Telefon',
    email: 'E-mel',
    save: 'Simpan',
    saved: 'Pengeluar e-invois disimpan',
    wrongTin: 'Masukkan TIN seperti yang diberikan oleh LHDN, cth. IG12345678901 atau C1234567890',
    centres: 'Pusat yang dikendalikan oleh entiti sah lain',
    byOrganisation: 'Organisasi',
    byOwn: 'Entitinya sendiri',
    setOwnOf: (name: string) => `Tetapkan pengeluar sendiri bagi ${name}`,
    editOf: (name: string) => `Sunting pengeluar ${name}`,
    useOrganisationOf: (name: string) => `Guna pengeluar organisasi bagi ${name}`,
    dialog: (name: string) => `Pengeluar e-invois ${name}`,
    centreSaved: 'Pengeluar pusat disimpan',
    removeTitle: (name: string) => `Guna pengeluar organisasi bagi ${name}?`,
    useOrganisation: 'Guna pengeluar organisasi',
    removed: 'Pengeluar organisasi digunakan',
  },
} as const;
type Words = (typeof words)[keyof typeof words];

/** An issuer as typed, its state by the name the list shows. */
type Entry = EInvoiceIssuer & { stateName: string };

/** The organisation, a little different in each language, so the reload shows this run's save. */
const organisationOf = (language: 'en' | 'ms'): Entry => ({
  ...issuer,
  legalName: language === 'en' ? 'Tadika Ceria Sdn. Bhd.' : 'Tadika Ceria Berhad',
  phone: language === 'en' ? '+60378761234' : '+60378765678',
  stateName: 'Selangor',
});

/** The company of a franchised centre, registered for SST, in Penang. */
const franchisee: Entry = { ...franchiseeIssuer, stateName: 'Pulau Pinang' };

const issuerOf = ({ stateName: _name, ...issuer }: Entry): EInvoiceIssuer => issuer;

/** The issuer's fields in `scope` (the organisation's section or a centre's dialog). */
function fieldsIn(scope: Locator, w: Words) {
  const field = (label: string) => scope.getByLabel(label, { exact: true });
  return {
    legalName: field(w.legalName),
    tin: field(w.tin),
    brn: field(w.brn),
    sst: field(w.sst),
    msic: field(w.msic),
    activity: field(w.activity),
    lines: w.lines.map(field),
    postcode: field(w.postcode),
    city: field(w.city),
    state: field(w.state),
    country: field(w.country),
    phone: field(w.phone),
    email: field(w.email),
  };
}

async function fillIssuer(scope: Locator, w: Words, entry: Entry) {
  const fields = fieldsIn(scope, w);
  await fields.legalName.fill(entry.legalName);
  await fields.tin.fill(entry.tin);
  await fields.brn.fill(entry.businessRegistrationNumber);
  await fields.sst.fill(entry.sstNumber ?? '');
  await fields.msic.fill(entry.msicCode);
  await fields.activity.fill(entry.activityDescription);
  for (const [index, line] of fields.lines.entries()) await line.fill(entry.address.lines[index] ?? '');
  await fields.postcode.fill(entry.address.postcode ?? '');
  await fields.city.fill(entry.address.city);
  await fields.state.selectOption({ label: entry.stateName });
  await fields.phone.fill(entry.phone);
  await fields.email.fill(entry.email);
}

async function expectIssuerShown(scope: Locator, w: Words, entry: Entry) {
  const fields = fieldsIn(scope, w);
  await expect(fields.legalName).toHaveValue(entry.legalName);
  await expect(fields.tin).toHaveValue(entry.tin);
  await expect(fields.brn).toHaveValue(entry.businessRegistrationNumber);
  await expect(fields.sst).toHaveValue(entry.sstNumber ?? '');
  await expect(fields.msic).toHaveValue(entry.msicCode);
  await expect(fields.activity).toHaveValue(entry.activityDescription);
  for (const [index, line] of fields.lines.entries()) {
    await expect(line).toHaveValue(entry.address.lines[index] ?? '');
  }
  await expect(fields.postcode).toHaveValue(entry.address.postcode ?? '');
  await expect(fields.city).toHaveValue(entry.address.city);
  await expect(fields.state).toHaveValue(entry.address.state);
  await expect(fields.country).toHaveValue('MYS');
  await expect(fields.phone).toHaveValue(entry.phone);
  await expect(fields.email).toHaveValue(entry.email);
}

async function expectNoAxeViolations(page: Page, what: string) {
  expect.soft(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

test.afterEach(({ request }) => restoreAdminLanguage(request));

for (const language of ['en', 'ms'] as const) {
  test(`[ADMIN] sets the organisation's e-invoice issuer, refuses a wrong TIN, gives a center its own and takes it back (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const w = words[language];
    const organisation = organisationOf(language);
    const token = await adminToken(request);
    const centres = () =>
      callApi<EInvoiceCentre[]>(request, 'GET', '/admin/billing/e-invoice/centres', { token });
    const centreId = (await centres()).find((one) => one.name === centre)?.id ?? '';
    await page.setViewportSize({ width: 1280, height: 900 });
    if (language === 'ms') await signInAsAdminInMalay(page, request);
    else await signInAsAdmin(page, demoAdmin);

    try {
      const section = page.getByRole('region', { name: w.organisation });
      const save = section.getByRole('button', { name: w.save, exact: true });

      await test.step('Billing’s menu leads to the page', async () => {
        await page.goto('/app/admin/billing/settings');
        await page.getByRole('link', { name: w.nav, exact: true }).click();
        await expect(page).toHaveURL(/\/app\/admin\/billing\/e-invoice$/);
        await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
        await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
        await expect(fieldsIn(section, w).country).toHaveValue('MYS');
        await expectNoAxeViolations(page, 'the e-Invoice page');
      });

      await test.step('a wrong TIN is refused under its field, and nothing is saved', async () => {
        await fillIssuer(section, w, { ...organisation, tin: 'C0123' });
        await save.click();
        const tin = fieldsIn(section, w).tin;
        await expect(section.getByText(w.wrongTin, { exact: true })).toBeVisible();
        await expect(tin).toHaveAttribute('aria-invalid', 'true');
        await expectVisibleFocus(tin);
        await expect(toastSaying(page, w.saved)).toHaveCount(0);
        await expectNoAxeViolations(page, 'the form with its refusal');
      });

      await test.step('saved, it is kept after a reload', async () => {
        await fieldsIn(section, w).tin.fill(organisation.tin);
        await expect(section.getByText(w.wrongTin, { exact: true })).toHaveCount(0);
        await save.click();
        await expect(toastSaying(page, w.saved)).toBeVisible();
        const kept = await callApi<SavedEInvoiceIssuer>(request, 'GET', '/admin/billing/e-invoice/issuer', {
          token,
        });
        expect(kept).toMatchObject(issuerOf(organisation));
        await page.reload();
        await expectIssuerShown(section, w, organisation);
      });

      const row = page.getByRole('table', { name: w.centres }).getByRole('row').filter({ hasText: centre });
      const setOwn = row.getByRole('button', { name: w.setOwnOf(centre), exact: true });
      const dialog = page.getByRole('dialog', { name: w.dialog(centre) });

      await test.step('the dialog by keyboard: focus goes in, Escape hands it back', async () => {
        await expect(row).toContainText(w.byOrganisation);
        await expect(row).toContainText(organisation.legalName);
        await save.focus();
        await tabTo(page, setOwn, { most: 12 });
        await page.keyboard.press('Enter');
        await expectVisibleFocus(fieldsIn(dialog, w).legalName);
        // A centre that issues as the organisation starts from empty fields, in Malaysia.
        await expect(fieldsIn(dialog, w).legalName).toHaveValue('');
        await expect(fieldsIn(dialog, w).country).toHaveValue('MYS');
        await expectNoAxeViolations(page, "a center's issuer dialog");
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expectVisibleFocus(setOwn);
      });

      await test.step('the centre issues as its own entity', async () => {
        await page.keyboard.press('Enter');
        await fillIssuer(dialog, w, franchisee);
        // Enter in the last field sends the form.
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(toastSaying(page, w.centreSaved)).toBeVisible();
        await expect(row).toContainText(w.byOwn);
        await expect(row).toContainText(franchisee.legalName);
        await expect(row).toContainText(franchisee.tin);
        await expectVisibleFocus(row.getByRole('button', { name: w.editOf(centre), exact: true }));
        const listed = (await centres()).find((one) => one.id === centreId);
        expect(listed).toMatchObject({ issuerSource: 'CENTRE', issuer: issuerOf(franchisee) });
      });

      await test.step("and again as the organisation's, once confirmed (by keyboard)", async () => {
        await tabTo(page, row.getByRole('button', { name: w.useOrganisationOf(centre), exact: true }), {
          most: 1,
        });
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('alertdialog', { name: w.removeTitle(centre) });
        await tabTo(page, confirm.getByRole('button', { name: w.useOrganisation, exact: true }), { most: 2 });
        await page.keyboard.press('Enter');
        await expect(confirm).toBeHidden();
        await expect(toastSaying(page, w.removed)).toBeVisible();
        await expect(row).toContainText(w.byOrganisation);
        await expect(row).toContainText(organisation.legalName);
        await expectVisibleFocus(setOwn);
        const listed = (await centres()).find((one) => one.id === centreId);
        expect(listed).toMatchObject({ issuerSource: 'ORGANISATION', issuer: issuerOf(organisation) });
      });

      await test.step('on a 360 px phone nothing scrolls sideways', async () => {
        await page.setViewportSize(phone);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        expect.soft(width, `the page is ${width} px wide`).toBeLessThanOrEqual(phone.width);
        if (language === 'ms') expect.soft(await englishOn(page, 'the e-Invoice page')).toEqual([]);
      });
    } finally {
      await callApi(request, 'DELETE', `/admin/billing/e-invoice/centres/${centreId}/issuer`, { token });
    }
  });
}
