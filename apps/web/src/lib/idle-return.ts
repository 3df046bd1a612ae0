import { useEffect } from 'react';
import { getDevice } from './device-session';
import { removeToken } from './tokens';

const activity = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * On a shared device signed in with PINs, returns to the name picker after the centre's idle time:
 * the teacher's token is forgotten here only (the server keeps the session for records still
 * waiting to be sent, decision 084); the device session stays. Offline it waits: only the server
 * checks a PIN, so the next teacher could not sign in and the door would stop recording.
 */
export function useIdleReturn(pickerHref: string): void {
  useEffect(() => {
    const device = getDevice();
    if (!device) return;
    const idleMs = device.idleMinutes * 60_000;
    let timer = window.setTimeout(returnToPicker, idleMs);
    function returnToPicker() {
      if (!navigator.onLine) {
        timer = window.setTimeout(returnToPicker, idleMs);
        return;
      }
      removeToken('staff');
      // A full load leaves nothing of this teacher's data in memory on a shared phone.
      window.location.replace(pickerHref);
    }
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(returnToPicker, idleMs);
    };
    for (const event of activity) window.addEventListener(event, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of activity) window.removeEventListener(event, restart);
    };
  }, [pickerHref]);
}
