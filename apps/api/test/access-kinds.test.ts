import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATION_LIST, type Operation } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestApp, type TestApp } from './helpers';

// Issue 39: "may take this course" and "is in this room" are access kinds of the operations,
// decided in http/access.ts before any handler runs, like a role or a room's teacher. This walks
// every operation of those kinds with callers who may not, and reads the handlers for a decision
// of their own.

const COURSE_OPEN = 100;
const COURSE_APPROVAL = 101;
const ROOM = 500;
const MISSING = 999_999;

let test: TestApp;
let pupil: string;
let outsider: string;

beforeAll(async () => {
  test = await startTestApp();
  [pupil, outsider] = await Promise.all([
    login(test.app, 'elev@example.se'),
    login(test.app, 'intern@example.se'),
  ]);
}, 60_000);
afterAll(() => test?.close());

const ofKind = (...kinds: Operation['access'][]) =>
  OPERATION_LIST.filter((operation) => kinds.includes(operation.access));

async function statusOf(operation: Operation, id: number, token: string | null) {
  const response = await test.app.inject({
    method: operation.method,
    url: operation.path.replace('{id}', String(id)),
    headers: token ? bearer(token) : {},
    ...(operation.method === 'GET' ? {} : { payload: {} }),
  });
  return response.statusCode;
}

describe('the course access kinds', () => {
  it('are the learners’ calls about a course', () => {
    expect(
      ofKind('course', 'learner')
        .map((operation) => operation.id)
        .sort(),
    ).toEqual([
      'checkAnswers',
      'completeEducation',
      'reportEducationStart',
      'reportPageReach',
      'saveEvaluation',
      'saveProgress',
    ]);
  });

  it('refuse a course that does not exist (404), an anonymous caller of a course that needs a login (401) and a learner without the right (403)', async () => {
    for (const operation of ofKind('course', 'learner')) {
      expect(await statusOf(operation, MISSING, pupil), operation.id).toBe(404);
      expect(await statusOf(operation, COURSE_APPROVAL, null), operation.id).toBe(401);
      expect(await statusOf(operation, COURSE_APPROVAL, pupil), operation.id).toBe(403);
    }
  });

  it('let anyone call about an open course, but a learner’s own saves need a login', async () => {
    for (const operation of ofKind('course')) {
      expect(await statusOf(operation, COURSE_OPEN, null), operation.id).not.toBeOneOf([401, 403, 404]);
    }
    for (const operation of ofKind('learner')) {
      expect(await statusOf(operation, COURSE_OPEN, null), operation.id).toBe(401);
      expect(await statusOf(operation, COURSE_OPEN, pupil), operation.id).not.toBeOneOf([401, 403, 404]);
    }
  });
});

describe('hostile input to the course and room calls', () => {
  it('answers a malformed or huge id with 400 naming it, never a 500, with or without a login', async () => {
    for (const operation of ofKind('course', 'learner', 'member')) {
      for (const id of ['abc', '%00', '1%00', '99999999999999999999', '-1', '1.5']) {
        for (const token of [null, pupil]) {
          const response = await test.app.inject({
            method: operation.method,
            url: operation.path.replace('{id}', id),
            headers: token ? bearer(token) : {},
            ...(operation.method === 'GET' ? {} : { payload: {} }),
          });
          expect([400, 401, 404], `${operation.id} ${id}`).toContain(response.statusCode);
        }
      }
    }
  });
});

describe('the member access kind', () => {
  it('answers a room one is not in as one that does not exist, and its members', async () => {
    const operations = ofKind('member');
    expect(operations.map((operation) => operation.id)).toEqual(['listRoomUsers']);
    for (const operation of operations) {
      expect(await statusOf(operation, ROOM, null), operation.id).toBe(401);
      expect(await statusOf(operation, ROOM, outsider), operation.id).toBe(404);
      expect(await statusOf(operation, MISSING, pupil), operation.id).toBe(404);
      expect(await statusOf(operation, ROOM, pupil), operation.id).toBe(200);
    }
  });
});

describe('the handlers', () => {
  it('decide neither "may take" nor "is a member" themselves', () => {
    const routes = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/routes');
    const files = readdirSync(routes, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(30);
    // What a page shows of a course or room is decided by the same rules (http/access.ts), here
    // and nowhere else in the handlers.
    const showing = ['educations/education-view.ts', 'content/page-for-caller.ts'];
    const deciding = files.filter(
      (file) =>
        !showing.includes(file) &&
        /\b(mayTake|callerMayTake|isRoomMember|callerInRoom|findRoomRole|mayManageRoom)\(/.test(
          readFileSync(path.join(routes, file), 'utf8'),
        ),
    );
    expect(deciding).toEqual([]);
  });
});
