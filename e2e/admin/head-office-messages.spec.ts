import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { browserIn, messagePageWords } from '../support/messages';
import { adminToken, grantModules, parentToken, registerAdmin } from '../support/sign-in';
import { literally } from '../support/text';

/**
 * Issue 43's head office (decision 116) in two browsers: a parent on a phone writes to head office
 * about their child; an admin with MESSAGES, signed in at a desk, finds it in head office's inbox,
 * answers it and archives it; the parent sees the answer from the admin with "Head office". Once
 * in English, once in Bahasa Malaysia, each with a Shah Alam parent no other spec writes messages
 * for, and an admin of its own.
 */
const phone = { width: 360, height: 800 };

const english = {
  ...messagePageWords.en,
  headOffice: 'Head office',
  topic: 'Fees in two parts',
  question: 'Hello, may I pay this term’s fees in two parts?',
  answer: 'Yes, two parts are fine. The second is due next month.',
};

const malay: typeof english = {
  ...messagePageWords.ms,
  headOffice: 'Ibu pejabat',
  topic: 'Yuran dua bahagian',
  question: 'Salam, boleh saya bayar yuran penggal ini dalam dua bahagian?',
  answer: 'Boleh, dua bahagian tidak mengapa. Bahagian kedua perlu dibayar bulan depan.',
};

const flows = [
  { language: 'en', words: english, parent: 'faizal.zainal@demo.test' },
  { language: 'ms', words: malay, parent: 'liew.meichen@demo.test' },
] as const;

for (const { language, words, parent } of flows) {
  test(`[ADMIN] ${language}: a parent writes to head office, an admin answers, the parent reads it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const subject = `${words.topic} ${stamp}`;
    const admin = { email: `office.${language}.${stamp}@e2e.test`, password: 'office-pass-1234' };
    await registerAdmin(request, admin);
    await grantModules(request, admin.email, ['MESSAGES']);
    const adminSession = await adminToken(request, admin);
    await callApi(request, 'PUT', '/language', { token: adminSession, data: { language } });

    const family = await browserIn(browser, language, { viewport: phone, hasTouch: true, isMobile: true });
    await storeSession(family.context(), 'parent_token', await parentToken(request, parent, language));
    const desk = await browserIn(browser, language);
    await storeSession(desk.context(), 'token', adminSession);

    await test.step('the parent writes to head office about their child', async () => {
      await family.goto('/parent/messages/new');
      await expect(
        family.getByRole('heading', { level: 1, name: words.newMessage, exact: true }),
      ).toBeVisible();
      const child = family.getByLabel(words.child, { exact: true });
      if ((await child.inputValue()) === '') await child.selectOption({ index: 1 });
      await family.getByRole('radio', { name: new RegExp(`^${words.headOffice}`) }).check();
      await family.getByLabel(words.subject, { exact: true }).fill(subject);
      await family.getByLabel(words.body, { exact: true }).fill(words.question);
      await family.getByRole('button', { name: words.send, exact: true }).click();
      await expect(family.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(family.getByText(words.headOffice, { exact: false }).first()).toBeVisible();
      // No sideways scroll on a 360 px phone.
      expect(await family.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    await test.step("the admin finds it in head office's inbox from the Messages menu and answers", async () => {
      await desk.goto('/app/admin');
      await desk.getByRole('link', { name: words.messages, exact: true }).first().click();
      await expect(desk.getByRole('heading', { level: 1, name: words.messages, exact: true })).toBeVisible();
      await desk.getByRole('link', { name: literally(subject) }).click();
      await expect(desk.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(desk.getByText(words.question)).toBeVisible();
      await desk.getByLabel(words.answerBox).fill(words.answer);
      await desk.getByRole('button', { name: words.send, exact: true }).click();
      await expect(desk.getByText(words.answer)).toBeVisible();
      await expect(desk.getByLabel(words.answerBox)).toHaveValue('');
    });

    await test.step('the parent sees the answer from the admin with Head office, without a reload', async () => {
      const author = `${admin.email.split('@')[0]}, ${words.headOffice}`;
      await expect(family.getByRole('heading', { level: 3, name: author })).toBeVisible();
      await expect(family.getByText(words.answer)).toHaveCount(1);
    });

    await test.step("the admin archives it: it leaves head office's inbox for its archive", async () => {
      await desk.getByRole('button', { name: words.archive, exact: true }).click();
      await expect(desk.getByText(words.archived, { exact: true })).toBeVisible();
      await expect(desk.getByRole('heading', { level: 1, name: words.messages, exact: true })).toBeVisible();
      await expect(desk.getByRole('link', { name: literally(subject) })).toHaveCount(0);
      await desk.getByRole('tab', { name: words.archivedView }).click();
      await expect(desk.getByRole('link', { name: literally(subject) })).toBeVisible();
    });
    await Promise.all([family.context().close(), desk.context().close()]);
  });
}
