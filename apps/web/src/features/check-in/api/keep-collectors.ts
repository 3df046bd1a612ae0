import { api } from '@/lib/api-client';
import { keep } from '@/lib/device-store';
import { collectorsKey } from '../lib/kept-answer';

/** How often the phone refreshes every child's kept collectors while the list reloads each minute. */
const refreshMs = 10 * 60 * 1000;
let keptAt = 0;

/**
 * GET /center/collectors: every child's collectors, kept on the phone each under the key the
 * check-out form reads offline, so a check-out at a door without signal offers the child's list
 * even when that child's form was never opened online (decision 092). Best effort: the list works
 * without it.
 */
export async function keepCentreCollectors(now = Date.now()): Promise<void> {
  if (now - keptAt < refreshMs) return;
  keptAt = now;
  try {
    const { centreCollectorsSchema } = await import('@cic/contract/parent/pickup-persons');
    const all = await api.get('/center/collectors', { auth: 'staff', schema: centreCollectorsSchema });
    await Promise.all(all.map((row) => keep(collectorsKey(row.childId), row.collectors)));
  } catch {
    keptAt = 0;
  }
}
