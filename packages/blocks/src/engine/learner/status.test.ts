import type { ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { sampleEducation } from '../fixtures/education';
import { courseStatus } from './status';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowSeconds = NOW / 1000;
const answer = (blockId: string): ProgressEntry => ({
  educationId: 12,
  blockId,
  values: ['ja'],
  part: 'normal',
});

describe('courseStatus: each rule wins over the ones below it', () => {
  it('1. completed: logged in with user status completed wins over everything', () => {
    const education = sampleEducation({
      status: 'closed',
      access: 'users_approved',
      available: { from: nowSeconds + 100, to: nowSeconds - 100 },
      user: { status: 'completed' },
    });
    expect(courseStatus(education, { loggedIn: true, now: NOW })).toBe('completed');
  });

  it('1. completed needs a login: the same user status while logged out does not count', () => {
    const education = sampleEducation({ user: { status: 'completed' } });
    expect(courseStatus(education, { loggedIn: false, now: NOW })).toBe('none');
  });

  it('2. closed wins over coming, earlier, locked and approval', () => {
    const education = sampleEducation({
      status: 'closed',
      access: 'users_approved',
      available: { from: nowSeconds + 100, to: nowSeconds - 100 },
    });
    expect(courseStatus(education, { loggedIn: false, now: NOW })).toBe('closed');
  });

  it('3. coming: before available.from, over earlier and locked', () => {
    const education = sampleEducation({
      access: 'users',
      available: { from: nowSeconds + 1, to: nowSeconds - 1 },
    });
    expect(courseStatus(education, { loggedIn: false, now: NOW })).toBe('coming');
  });

  it('4. earlier: after available.to, over locked', () => {
    const education = sampleEducation({ access: 'users', available: { to: nowSeconds - 1 } });
    expect(courseStatus(education, { loggedIn: false, now: NOW })).toBe('earlier');
  });

  it('3 and 4 do not apply inside the window, at its edges, or without dates', () => {
    const inside = sampleEducation({ available: { from: nowSeconds, to: nowSeconds } });
    expect(courseStatus(inside, { loggedIn: false, now: NOW })).toBe('none');
    const open = sampleEducation({ available: { from: null, to: null } });
    expect(courseStatus(open, { loggedIn: false, now: new Date(NOW) })).toBe('none');
  });

  it('5. locked: users or users_approved while logged out, over anonymous completion and progress', () => {
    for (const access of ['users', 'users_approved'] as const) {
      const education = sampleEducation({ access });
      const progress = { entries: [answer('q1')], completed: true };
      expect(courseStatus(education, { loggedIn: false, progress, now: NOW })).toBe('locked');
    }
  });

  it('6. approval_pending: users_approved with user status pending, over progress', () => {
    const education = sampleEducation({ access: 'users_approved', user: { status: 'pending' } });
    expect(courseStatus(education, { loggedIn: true, progress: { entries: [answer('q1')] }, now: NOW })).toBe(
      'approval_pending',
    );
  });

  it('7. approval_required: users_approved without a user status, over progress', () => {
    const education = sampleEducation({ access: 'users_approved', user: null });
    expect(courseStatus(education, { loggedIn: true, progress: { entries: [answer('q1')] }, now: NOW })).toBe(
      'approval_required',
    );
  });

  it('6 and 7 do not apply once approved', () => {
    const education = sampleEducation({ access: 'users_approved', user: { status: 'approved' } });
    expect(courseStatus(education, { loggedIn: true, now: NOW })).toBe('none');
  });

  it('8. completed: an anonymous learner with a completed marker, over progress', () => {
    const education = sampleEducation();
    expect(
      courseStatus(education, {
        loggedIn: false,
        progress: { entries: [answer('q1')], completed: true },
        now: NOW,
      }),
    ).toBe('completed');
  });

  it('9. progress: any saved progress', () => {
    const education = sampleEducation();
    expect(
      courseStatus(education, { loggedIn: false, progress: { entries: [answer('q1')] }, now: NOW }),
    ).toBe('progress');
  });

  it("9. progress: a logged-in learner's server answers count when no progress is passed", () => {
    const education = sampleEducation({ user: { status: 'approved', answers: [answer('q3')] } });
    expect(courseStatus(education, { loggedIn: true, now: NOW })).toBe('progress');
  });

  it('9 ignores answers to other educations and to blocks that no longer exist', () => {
    const education = sampleEducation();
    const progress = {
      entries: [
        { ...answer('q1'), educationId: 99 },
        { ...answer('removed-block'), educationId: 12 },
      ],
    };
    expect(courseStatus(education, { loggedIn: false, progress, now: NOW })).toBe('none');
    const withKnownBlock = { entries: [...progress.entries, answer('q4')] };
    expect(courseStatus(education, { loggedIn: false, progress: withKnownBlock, now: NOW })).toBe('progress');
  });

  it('9. progress: a course summary without chapters counts its answers as they are', () => {
    const summary = sampleEducation({
      chapters: [],
      user: { status: 'approved', answers: [answer('any-block')] },
    });
    expect(courseStatus(summary, { loggedIn: true, now: NOW })).toBe('progress');
  });

  it('10. none: a course summary (no chapters, no evaluation) with only evaluation answers', () => {
    const { evaluation: _none, ...summary } = sampleEducation({ chapters: [] });
    const progress = { entries: [{ ...answer('ev1'), educationId: 12, part: 'evaluation' as const }] };
    expect(courseStatus(summary, { loggedIn: false, progress, now: NOW })).toBe('none');
    expect(courseStatus(summary, { loggedIn: false, progress: null, now: NOW })).toBe('none');
  });

  it('10. none: nothing else holds', () => {
    expect(courseStatus(sampleEducation(), { loggedIn: false, progress: null, now: NOW })).toBe('none');
    expect(courseStatus(sampleEducation({ access: 'users' }), { loggedIn: true, now: NOW })).toBe('none');
  });
});
