import { isRecord } from './is-record';
import type { EducationProgress, ProgressEntry } from './progress';
import { ID_MAX } from './values';

/**
 * `EducationProgressSchema.safeParse` written by hand, for the browser's first pages: a course
 * reads the progress kept on the device before its first answer shows, where loading zod would
 * cost 25 KB gzip and its schemas' construction most of a first page's script time. The same
 * rule as the schema, defaults included (progress-shape.test.ts holds the two to one answer).
 */
export function readEducationProgress(value: unknown): EducationProgress | null {
  if (!isRecord(value) || !isId(value.educationId)) {
    return null;
  }
  const entries = value.entries === undefined ? [] : value.entries;
  const lastModified = value.lastModified === undefined ? null : value.lastModified;
  const lastPush = value.lastPush === undefined ? null : value.lastPush;
  const completed = value.completed === undefined ? false : value.completed;
  if (!Array.isArray(entries) || !isNullableNumber(lastModified) || !isNullableNumber(lastPush)) {
    return null;
  }
  if (typeof completed !== 'boolean') {
    return null;
  }
  const read: ProgressEntry[] = [];
  for (const entry of entries) {
    const readEntry = readProgressEntry(entry);
    if (readEntry === null) {
      return null;
    }
    read.push(readEntry);
  }
  return { ...value, educationId: value.educationId, entries: read, lastModified, lastPush, completed };
}

function readProgressEntry(value: unknown): ProgressEntry | null {
  if (!isRecord(value) || !isId(value.educationId)) {
    return null;
  }
  const { blockId, values, modifiedAt } = value;
  const part = value.part === undefined ? 'normal' : value.part;
  if (typeof blockId !== 'string' || blockId.length === 0 || !Array.isArray(values)) {
    return null;
  }
  if (!values.every((text) => typeof text === 'string') || (part !== 'normal' && part !== 'evaluation')) {
    return null;
  }
  if (modifiedAt !== undefined && !isFiniteNumber(modifiedAt)) {
    return null;
  }
  const entry: ProgressEntry = { ...value, educationId: value.educationId, blockId, values, part };
  if (modifiedAt === undefined) {
    delete entry.modifiedAt;
  }
  return entry;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isNullableNumber(value: unknown): value is number | null {
  return value === null || isFiniteNumber(value);
}

function isId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= ID_MAX;
}
