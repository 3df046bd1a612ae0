import type { Page } from '@playwright/test';
import { solidPng } from './png';

export type Photo = { name: string; mimeType: string; buffer: Buffer };

/** A small plain-colour PNG upload, so a test needs no image files. */
export function photo(name: string, rgb: [number, number, number]): Photo {
  return { name, mimeType: 'image/png', buffer: solidPng(48, 32, rgb) };
}

/** The captions `fillActivity` gives a post's photos, in order. */
export function captionsOf(title: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${title} caption ${index + 1}`);
}

/** Fills the teacher's New Activity form for age 4, visible to the parents of that year. */
export async function fillActivity(page: Page, title: string, photos: Photo[]): Promise<void> {
  await page.getByLabel('Title').fill(title);
  await page.getByRole('checkbox', { name: 'Age 4', exact: true }).click();
  await page.getByLabel('Description').fill(`${title}: the children raced across the field.`);
  await page.getByLabel('Choose images').setInputFiles(photos);
  for (const [index, caption] of captionsOf(title, photos.length).entries()) {
    await page.getByLabel(`Caption for image ${index + 1}`).fill(caption);
  }
  await page.getByRole('radio', { name: /Selected years/ }).check();
}
