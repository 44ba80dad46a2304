import { COMMENT_MAX_LENGTH, CommentSchema, EducationSchema } from '@jamstalldhet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { saveEducation } from '../src/storage/content';
import { createSession } from '../src/storage/sessions';
import { createUser } from '../src/storage/users';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let student: string;
let teacher: string;
let outsider: string;

beforeAll(async () => {
  test = await startTestApp();
  student = await sessionFor(test, 'elev@example.se');
  teacher = await sessionFor(test, 'larare@example.se');
  outsider = await sessionFor(test, 'anna@example.se');
  // A course whose parts carry their own post ids, as exported content does.
  await saveEducation(
    test.database.db,
    EducationSchema.parse({
      id: 102,
      slug: 'kurs-med-diskussion',
      title: 'Kurs med diskussion',
      presentation: { components: [] },
      evaluation: { post_id: 7002, components: [] },
      chapters: [
        {
          title: 'Kapitel',
          episodes: [
            {
              title: 'Avsnitt',
              post_id: 7001,
              components: [[{ block_id: 'diskussion', name: 'comments', post_id: 7003 }]],
            },
          ],
        },
      ],
    }),
  );
}, 60_000);
afterAll(async () => {
  await test.close();
});

const list = (postId: number | string, token?: string) =>
  test.app.inject({ method: 'GET', url: `/api/comments/${postId}`, headers: token ? bearer(token) : {} });
const post = (postId: number | string, payload: Record<string, unknown>, token?: string) =>
  test.app.inject({
    method: 'POST',
    url: `/api/comments/${postId}`,
    headers: token ? bearer(token) : {},
    payload,
  });

describe('GET and POST /api/comments/{postId}', () => {
  it('answers an empty list for a page without comments, also to anonymous visitors', async () => {
    const response = await list(1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('adds comments and replies and answers them nested, oldest first at every level', async () => {
    const first = await post(100, { comment: '  Bra kurs!  ' }, student);
    expect(first.statusCode).toBe(201);
    const firstComment = first.json();
    expect(firstComment).toMatchObject({
      id: expect.any(Number),
      comment: 'Bra kurs!',
      author: 'Elin E.',
      parent: null,
      items: [],
    });
    expect(Math.abs(firstComment.date - Date.now() / 1000)).toBeLessThan(60);

    const second = (await post(100, { comment: 'Svår sista fråga', parent: null }, teacher)).json();
    const reply = await post(100, { comment: 'Håller med', parent: firstComment.id }, teacher);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ comment: 'Håller med', author: 'Lars L.', parent: firstComment.id });
    const replyToReply = (await post(100, { comment: 'Jag med', parent: reply.json().id }, student)).json();
    const secondReply = (await post(100, { comment: 'Tack', parent: firstComment.id }, student)).json();

    const response = await list(100);
    expect(response.statusCode).toBe(200);
    const comments = response.json();
    expect(comments.map((comment: { id: number }) => comment.id)).toEqual([firstComment.id, second.id]);
    const [top] = comments;
    expect(top.items.map((item: { id: number }) => item.id)).toEqual([reply.json().id, secondReply.id]);
    expect(top.items[0].items).toMatchObject([
      { id: replyToReply.id, comment: 'Jag med', author: 'Elin E.' },
    ]);
    expect(comments[1].items).toEqual([]);
    // The answer is what the contract says a comment is.
    for (const comment of comments) {
      expect(() => CommentSchema.parse(comment)).not.toThrow();
    }
  });

  it('keeps the comments of each post apart', async () => {
    await post(1, { comment: 'På startsidan' }, student);
    const start = (await list(1)).json();
    expect(start).toHaveLength(1);
    expect(start[0].comment).toBe('På startsidan');
    expect(
      (await list(100)).json().some((comment: { comment: string }) => comment.comment === 'På startsidan'),
    ).toBe(false);
  });

  it('refuses a parent that is not a comment of the same post (400 on parent)', async () => {
    const elsewhere = (await post(1, { comment: 'Annan sida' }, student)).json();
    const wrongPost = await post(100, { comment: 'Svar', parent: elsewhere.id }, student);
    expect(wrongPost.statusCode).toBe(400);
    expect(wrongPost.json().field).toBe('parent');
    const unknown = await post(100, { comment: 'Svar', parent: 999_999 }, student);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('parent');
    const notAnId = await post(100, { comment: 'Svar', parent: 'första' }, student);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().field).toBe('parent');
  });

  it('refuses an empty, a blank and a too long comment (400 on comment), and takes the longest allowed', async () => {
    for (const payload of [
      {},
      { comment: '' },
      { comment: ' \n\t ' },
      { comment: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
    ]) {
      const response = await post(100, payload, student);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('comment');
    }
    const longest = await post(100, { comment: 'x'.repeat(COMMENT_MAX_LENGTH) }, student);
    expect(longest.statusCode).toBe(201);
  });

  it('needs a login to comment (401), checked before anything else', async () => {
    const response = await post(100, { comment: 'Anonym' });
    expect(response.statusCode).toBe(401);
    expect((await post(999_999, { comment: '' })).statusCode).toBe(401);
  });

  it('answers 404 for posts that do not exist and 400 for ids that are not numbers', async () => {
    expect((await list(999_999)).statusCode).toBe(404);
    const write = await post(999_999, { comment: 'Hej' }, student);
    expect(write.statusCode).toBe(404);
    const badId = await list('start');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('postId');
  });

  it('takes the post ids of episodes, sections and blocks of an education', async () => {
    for (const postId of [102, 7001, 7002, 7003]) {
      const response = await post(postId, { comment: `Inlägg ${postId}` }, student);
      expect(response.statusCode).toBe(201);
      expect((await list(postId)).json()).toMatchObject([{ comment: `Inlägg ${postId}` }]);
    }
  });

  it('stores hostile text as given and answers it verbatim, with a safe comment_html beside it', async () => {
    const hostile =
      '<script>alert("x")</script><img src=x onerror=alert(1)> <a href="javascript:alert(2)">klick</a>\nSe https://example.se';
    const created = await post(1, { comment: hostile }, student);
    expect(created.statusCode).toBe(201);
    expect(created.json().comment).toBe(hostile);
    const shown = (await list(1)).json().find((comment: { id: number }) => comment.id === created.json().id);
    // Verbatim text: clients render it through sanitizeComment, never as HTML.
    expect(shown.comment).toBe(hostile);
    expect(shown.comment_html).not.toMatch(/<script|<img|onerror|javascript:/i);
    expect(shown.comment_html).toContain('<br />');
    expect(shown.comment_html).toContain(
      '<a href="https://example.se" target="_blank" rel="noopener noreferrer">https://example.se</a>',
    );
  });

  it('keeps a room discussion among the room members (404 to others)', async () => {
    const byMember = await post(500, { comment: 'Vi i 7B' }, student);
    expect(byMember.statusCode).toBe(201);
    const seenByTeacher = await list(500, teacher);
    expect(seenByTeacher.statusCode).toBe(200);
    expect(seenByTeacher.json()).toMatchObject([{ comment: 'Vi i 7B', author: 'Elin E.' }]);

    expect((await list(500)).statusCode).toBe(404);
    expect((await list(500, outsider)).statusCode).toBe(404);
    expect((await post(500, { comment: 'Får jag vara med?' }, outsider)).statusCode).toBe(404);
  });

  it('keeps the comments of a deleted account, without a name', async () => {
    const account = await createUser(test.database.db, {
      email: 'borta@example.se',
      passwordHash: 'not-used',
      firstName: 'Bo',
      lastName: 'Borta',
    });
    const token = await createSession(test.database.db, account.id, 1);
    const created = (await post(7001, { comment: 'Snart borta' }, token)).json();
    expect(created.author).toBe('Bo B.');
    await test.database.db.delete(users).where(eq(users.id, account.id));

    const shown = (await list(7001)).json().find((comment: { id: number }) => comment.id === created.id);
    expect(shown.comment).toBe('Snart borta');
    expect(shown.author).toBeUndefined();
    expect(() => CommentSchema.parse(shown)).not.toThrow();
  });
});
