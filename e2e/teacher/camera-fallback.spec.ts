import { randomUUID } from 'node:crypto';
import type { checkInCreatedSchema } from '@cic/contract';
import { expect, test } from '@playwright/test';
import type { z } from 'zod';
import { storeSession } from '../support/browser-session';
import { canCheckIn, chooseFirstCollector, studentsOf } from '../support/children';
import { demoCentres } from '../support/demo-accounts';
import { multipartParts } from '../support/multipart';
import { snap } from '../support/screenshots';
import { centreId, teacherToken } from '../support/sign-in';
import { literally } from '../support/text';

test.use({ viewport: { width: 390, height: 844 } });

/** A phone-sized photo (3024x4032) with detail and grain, as a camera app would hand over: several MB. */
function makeLargePhoto(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 3024;
  canvas.height = 4032;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  gradient.addColorStop(0, '#f4d4a8');
  gradient.addColorStop(1, '#5b7fa6');
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let index = 0; index < 4000; index += 1) {
    context.fillStyle = `hsl(${Math.floor(random() * 360)} 60% ${30 + Math.floor(random() * 50)}%)`;
    context.beginPath();
    context.arc(random() * canvas.width, random() * canvas.height, 4 + random() * 60, 0, Math.PI * 2);
    context.fill();
  }
  const grain = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let index = 0; index < grain.data.length; index += 4) {
    const noise = (random() - 0.5) * 40;
    grain.data[index] = (grain.data[index] ?? 0) + noise;
    grain.data[index + 1] = (grain.data[index + 1] ?? 0) + noise;
    grain.data[index + 2] = (grain.data[index + 2] ?? 0) + noise;
  }
  context.putImageData(grain, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.95).split(',')[1] ?? '';
}

test.describe('teacher check-in without a camera', () => {
  test('[TEACHER] with camera permission refused takes the photo with the camera app; it is shrunk to about 300 KB before upload and sent with its thumbnail', async ({
    page,
    request,
    context,
  }, testInfo) => {
    // Signed in through the API (the login itself is covered by the check-in flow).
    const { bangsar } = demoCentres;
    const id = await centreId(request, bangsar.name);
    const token = await teacherToken(request, { id, password: bangsar.password }, 'Farhana Aziz');
    await storeSession(context, 'token', token);
    const students = await studentsOf(request, token);
    const child = students.find(
      (student) => canCheckIn(student) || student.latestCheckin?.status === 'CHECKIN',
    );
    if (!child) throw new Error('Every CIC Bangsar child is already checked out today');
    const action = canCheckIn(child) ? 'Check In' : 'Check Out';

    // The browser refuses the camera.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    // The upload is answered here: this test looks at what the page sends, and records nothing.
    let sent: Buffer | null = null;
    await page.route('**/api/v2/center/students/*/check-in', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sent = route.request().postDataBuffer();
      const created: z.infer<typeof checkInCreatedSchema> = {
        id: randomUUID(),
        status: action === 'Check In' ? 'CHECKIN' : 'CHECKOUT',
        time: new Date().toISOString(),
        temperature: 36.5,
        fever: false,
        collectedBy: null,
      };
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: created,
          message: action === 'Check In' ? 'Checked in successfully' : 'Checked out successfully',
        }),
      });
    });

    await page.goto('/app/teacher/checkin');
    // The phone's back gesture closes the child's dialog and stays on the list.
    await page.getByRole('button', { name: literally(child.studentName) }).click();
    await expect(page.getByRole('dialog', { name: child.studentName })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: child.studentName })).toBeHidden();
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
    await page.getByRole('button', { name: literally(child.studentName) }).click();
    await page.getByRole('dialog', { name: child.studentName }).getByRole('button', { name: action }).click();

    const camera = page.getByRole('dialog', { name: `${action} · ${child.studentName}` });
    await expect(camera.getByText('Camera permission was refused', { exact: false })).toBeVisible();
    const fileInput = camera.getByLabel('Take a photo with the camera app');
    await expect(fileInput).toHaveAttribute('capture', 'environment');
    await expect(fileInput).toHaveAttribute('accept', 'image/*');
    await snap(page, testInfo, '17-camera-fallback');

    const photo = Buffer.from(await page.evaluate(makeLargePhoto), 'base64');
    expect(photo.length).toBeGreaterThan(1_500_000);
    const chooser = page.waitForEvent('filechooser');
    await camera.getByRole('button', { name: 'Take photo' }).click();
    await (await chooser).setFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });

    const form = page.getByRole('dialog', { name: action, exact: true });
    await expect(form.getByRole('img', { name: `Photo of ${child.studentName}` })).toBeVisible({
      timeout: 15_000,
    });
    if (action === 'Check Out') await chooseFirstCollector(form);
    await form.getByRole('button', { name: action, exact: true }).click();
    await expect(
      page.getByText(`Checked ${action === 'Check In' ? 'in' : 'out'} successfully`, { exact: true }),
    ).toBeVisible();

    // One multipart request with the fields, a JPEG of about 300 KB and its 320 px thumbnail.
    expect(sent).not.toBeNull();
    const body = sent as unknown as Buffer;
    const parts = multipartParts(body);
    const image = parts.get('image')?.bytes ?? Buffer.alloc(0);
    const thumbnail = parts.get('thumbnail');
    testInfo.annotations.push({
      type: 'photo',
      description: `${photo.length} bytes chosen, ${image.length} + ${thumbnail?.bytes.length} bytes sent`,
    });
    const text = body.toString('latin1');
    expect(image.length).toBeGreaterThan(0);
    expect(image.length).toBeLessThanOrEqual(300 * 1024);
    expect(thumbnail?.headers).toMatch(/filename="thumbnail\.jpg"\r\nContent-Type: image\/jpeg/);
    expect(thumbnail?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(thumbnail?.bytes.length).toBeLessThan(40 * 1024);
    expect(text).toMatch(/name="temperature"\r\n\r\n36\.5\r\n/);
    expect(text).toMatch(/name="status"\r\n\r\n(CHECKIN|CHECKOUT)\r\n/);
    expect(text).toMatch(/name="timestamp"\r\n\r\n\d{4}-\d{2}-\d{2}T[\d:.]+Z\r\n/);
    expect(text).toMatch(/name="image"; filename="check-in\.jpg"\r\nContent-Type: image\/jpeg/);
  });
});
