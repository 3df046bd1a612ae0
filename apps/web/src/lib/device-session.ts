import type { CentreTeacher, DeviceSession } from '@cic/contract';

/**
 * The shared device's centre session while Teacher PINs is on (decision 084): kept across reloads
 * with the centre's cards, so after the idle return the next teacher only picks a name and a PIN.
 */
export type StoredDevice = DeviceSession & { centreId: string; teachers: CentreTeacher[] };

const storageKey = 'centre_device';

export function getDevice(): StoredDevice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as StoredDevice | null;
    if (stored && Date.parse(stored.expiresAt) > Date.now()) return stored;
  } catch {
    // A value this app did not write: forget it below.
  }
  localStorage.removeItem(storageKey);
  return null;
}

export function setDevice(device: StoredDevice): void {
  localStorage.setItem(storageKey, JSON.stringify(device));
}

/** The centre's idle time as the last PIN sign-in answered it. */
export function setDeviceIdleMinutes(idleMinutes: number): void {
  const device = getDevice();
  if (device) setDevice({ ...device, idleMinutes });
}

export function removeDevice(): void {
  localStorage.removeItem(storageKey);
}
