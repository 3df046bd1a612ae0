import type { Kept } from './waiting-round';

/**
 * The phone's store (IndexedDB, issue 31): records waiting to be sent (check-ins with their photos,
 * care entries, the door's clock entries), and copies of answers kept for a reload without a network.
 */
const databaseName = 'cic-teacher';
const waitingStore = 'waiting';
const keptStore = 'kept';

let opened: Promise<IDBDatabase> | null = null;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(waitingStore, { keyPath: 'clientId' });
      request.result.createObjectStore(keptStore);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = null;
      reject(request.error);
    };
  });
  return opened;
}

async function store(name: string, mode: IDBTransactionMode) {
  return (await database()).transaction(name, mode).objectStore(name);
}

/** Every record waiting, of whatever kind: the caller says which kinds it reads. */
export async function allWaiting<Record extends Kept = Kept>(): Promise<Record[]> {
  return done((await store(waitingStore, 'readonly')).getAll() as IDBRequest<Record[]>);
}

export async function putWaiting(record: Kept): Promise<void> {
  await done((await store(waitingStore, 'readwrite')).put(record));
}

/** Removes a record and, with it, its photo and thumbnail. */
export async function removeWaiting(clientId: string): Promise<void> {
  await done((await store(waitingStore, 'readwrite')).delete(clientId));
}

export async function readKept<T>(key: string): Promise<T | undefined> {
  return done((await store(keptStore, 'readonly')).get(key) as IDBRequest<T | undefined>);
}

export async function keep(key: string, value: unknown): Promise<void> {
  await done((await store(keptStore, 'readwrite')).put(value, key));
}
