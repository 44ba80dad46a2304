import { type EducationProgress, readEducationProgress } from '@jamstalldhet/contract';
import type { StorageLike } from '../host/storage';
import type { Owner } from './progress-state';

/**
 * Progress kept on this device (`CourseStorage.device`, `localStorage` by default) under the name SPEC §3 gives the functional
 * `progress` cookie. Not a cookie: a course's answers (free-text answers included) outgrow a
 * cookie's 4 KB, and a cookie would travel with every request. `localStorage` survives a
 * reload and a browser restart alike, and belongs to this site only.
 *
 * One document holds the anonymous learner's courses and, per account, the answers a
 * logged-in learner gave that have not reached the server yet.
 */
export const PROGRESS_STORAGE_KEY = 'progress';
const VERSION = 1;

type CourseRecords = Record<number, EducationProgress>;

interface DeviceDocument {
  version: typeof VERSION;
  anonymous: CourseRecords;
  users: Record<string, CourseRecords>;
}

/** Keeps only records that match the contract's schema; anything else is dropped with a warning. */
function validRecords(value: unknown, where: string): CourseRecords {
  if (typeof value !== 'object' || value === null) {
    return {};
  }
  const records: CourseRecords = {};
  for (const [key, record] of Object.entries(value)) {
    const parsed = readEducationProgress(record);
    if (parsed) {
      records[parsed.educationId] = parsed;
    } else {
      console.warn(`Stored course progress (${where}, ${key}) is invalid and was ignored.`);
    }
  }
  return records;
}

function readDocument(storage: StorageLike | null): DeviceDocument {
  const text = (() => {
    try {
      return storage?.getItem(PROGRESS_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  })();
  return parseDocument(text);
}

function parseDocument(text: string | null): DeviceDocument {
  const empty: DeviceDocument = { version: VERSION, anonymous: {}, users: {} };
  if (text === null) {
    return empty;
  }
  try {
    const raw = JSON.parse(text) as Partial<Record<keyof DeviceDocument, unknown>> | null;
    const users = typeof raw?.users === 'object' && raw.users !== null ? raw.users : {};
    return {
      version: VERSION,
      anonymous: validRecords(raw?.anonymous, 'anonymous'),
      users: Object.fromEntries(
        Object.entries(users).map(([user, records]) => [user, validRecords(records, user)]),
      ),
    };
  } catch (error) {
    console.warn('Stored course progress could not be read and was ignored.', error);
    return empty;
  }
}

function writeDocument(storage: StorageLike | null, document: DeviceDocument): void {
  try {
    storage?.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(document));
  } catch (error) {
    // Full or refused storage: the answers stay in memory (and, logged in, go to the server).
    console.warn('Course progress could not be stored on this device.', error);
  }
}

function recordsOf(document: DeviceDocument, owner: Owner): CourseRecords {
  return owner === 'anonymous' ? document.anonymous : (document.users[owner] ?? {});
}

/** The courses stored on this device for an owner. */
export function readDeviceProgress(storage: StorageLike | null, owner: Owner): CourseRecords {
  return recordsOf(readDocument(storage), owner);
}

/**
 * An owner's courses in a document another tab wrote (a `storage` event's `newValue`): read
 * from the event, not from storage, because this tab may have written over it since.
 */
export function parseDeviceProgress(text: string | null, owner: Owner): CourseRecords {
  return recordsOf(parseDocument(text), owner);
}

/** Replaces an owner's stored courses; an account with nothing left is removed. */
export function writeDeviceProgress(storage: StorageLike | null, owner: Owner, records: CourseRecords): void {
  const document = readDocument(storage);
  if (owner === 'anonymous') {
    document.anonymous = records;
  } else if (Object.keys(records).length === 0) {
    delete document.users[owner];
  } else {
    document.users[owner] = records;
  }
  writeDocument(storage, document);
}

/** Removes one course of the anonymous learner (kept on an account, or declined). */
export function forgetAnonymousCourse(storage: StorageLike | null, educationId: number): void {
  const { [educationId]: _gone, ...rest } = readDeviceProgress(storage, 'anonymous');
  writeDeviceProgress(storage, 'anonymous', rest);
}
