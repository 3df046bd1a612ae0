import type { ApiRoot } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';

test.describe('public shell', () => {
  test('[PUBLIC] landing Get Started goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /welcome to/i })).toBeVisible();
    await expect(
      page.getByText(
        "Parents must register with the e-mail address given during their child's registration.",
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Dear Parent' })).toBeVisible();
    await expect(page.getByText("Track your child's learning progress")).toBeVisible();
    await expect(page.getByText('Support their educational journey')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('[PUBLIC] the accessibility check finds a violation put on the page it already checked', async ({
    page,
  }) => {
    await page.goto('/login');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      image.id = 'no-alt';
      document.body.append(image);
    });
    expect(await axeViolations(page, { contrast: false })).toEqual(['image-alt: #no-alt']);
  });

  test('[PUBLIC] landing contact dialog lists office hours', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Office hours')).toBeVisible();
    // The server's times, worded by the page (issue 27): in Malay the crawl sees 'PG'/'PTG'.
    await expect(dialog.getByText('Monday to Friday, 8:30 AM to 5:30 PM', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('[PUBLIC] login e-mail form shows the validation message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('[PUBLIC] version page shows app version 5.1.1 and the API version', async ({ page, request }) => {
    const root = await callApi<ApiRoot>(request, 'GET', '');
    await page.goto('/version');
    await expect(page.getByText('App version 5.1.1')).toBeVisible();
    await expect(page.getByText(`API version ${root.version}`)).toBeVisible();
  });

  test('[PUBLIC] unknown path shows Page Not Found and Back to Home works', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('[PUBLIC] page titles use the product name', async ({ page }) => {
    await page.goto('/');
    const productTitle = await page.title();
    expect(productTitle.length).toBeGreaterThan(0);
    await page.goto('/login');
    await expect(page).toHaveTitle(`Login | ${productTitle}`);
  });
});
