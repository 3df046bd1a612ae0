import { test } from '@playwright/test';
import { teacherPages } from '../support/every-page';
import { checkEveryPage } from '../support/page-checks';

// Every teacher and head-of-centre page at 360 and 1280 px (issue 16), beside the parents' in
// `shell/every-page.spec.ts`: on the phone lane, which has the time to spare (decision 097).

test('[TEACHER] teacher and head-of-centre pages: no sideways scroll at 360 px, no axe violation', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await checkEveryPage(page, await teacherPages(request));
});
