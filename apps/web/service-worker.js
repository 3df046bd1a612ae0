// The app's service worker, written to dist/sw.js by the build with its version filled in
// (vite.config.ts). It shows Web Push notifications and keeps the app shell for a weak network:
// pages network-first, so a release reaches everyone at once; fingerprinted assets cache-first,
// since their names change with their content. Each build's version is a new cache; the old ones
// go when it activates. The teacher area's files are kept when a teacher page asks (issue 31), so
// the door's phone works offline from its first visit; a parent's phone downloads none of them.
const version = '__BUILD_VERSION__';
const teacherFiles = '__TEACHER_FILES__';
const cacheName = `cic-shell-${version}`;
const shellUrl = '/';
const fallbackUrl = '/parent';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.add(shellUrl))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('cic-shell-') && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The single-page app's pages: not the API, not the server's own pages (payment simulator). */
function isAppPage(url, request) {
  return (
    request.mode === 'navigate' && !url.pathname.startsWith('/api') && !url.pathname.startsWith('/payments')
  );
}

async function networkFirst(request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(shellUrl, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(shellUrl);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isAppPage(url, request)) event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

/** Keeps the teacher area's files; one that cannot be fetched now is fetched when it is loaded. */
async function keepTeacherFiles() {
  const cache = await caches.open(cacheName);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await Promise.all(
    teacherFiles.filter((url) => !kept.has(url)).map((url) => cache.add(url).catch(() => undefined)),
  );
}

self.addEventListener('message', (event) => {
  if (event.data === 'keep-teacher-files') event.waitUntil(keepTeacherFiles());
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'CIC Connect', {
      body: message.body || '',
      tag: message.tag,
      data: { url: message.url || fallbackUrl },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

/** Opens the notification's page of this app (an open window on it is focused instead). */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || fallbackUrl, self.location.origin);
  const target =
    url.origin === self.location.origin ? url.href : new URL(fallbackUrl, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
