import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';

/** GET {path}.csv?month= in the page's language, saved under the server's file name (`timesheet-<month>.csv`). */
export async function downloadTimesheet({ path, month }: { path: string; month: string }) {
  const { blob, fileName } = await requestFile(`${path}.csv`, {
    auth: 'staff',
    query: { month },
    fallbackName: `timesheet-${month}.csv`,
  });
  saveFile(blob, fileName);
}

export function useDownloadTimesheet() {
  return useMutation({ mutationFn: downloadTimesheet });
}
