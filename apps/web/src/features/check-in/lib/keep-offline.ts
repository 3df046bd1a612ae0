/**
 * Asks the service worker to keep every file of the teacher area (issue 31), so the app opens at
 * the door without a network. Only production builds register a worker.
 */
export function keepTeacherAreaOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage('keep-teacher-files'),
  );
}
