import { describe, expect, it } from 'vitest';
import {
  CertificateCheckResponseSchema,
  CertificateIssueResponseSchema,
  CertificateTokenResponseSchema,
  CompletionResponseSchema,
  EvaluationSaveResponseSchema,
} from './index';

describe('CompletionResponseSchema', () => {
  it('accepts a passed completion with a certificate token and an evaluation token', () => {
    const answer = { passed: true, certificate: { token: 'c1' }, evaluation: { token: 'e1' } };
    expect(CompletionResponseSchema.parse(answer)).toEqual(answer);
  });

  it('accepts a passed completion of a course without certificate, with no evaluation', () => {
    const answer = { passed: true, certificate: null, evaluation: null };
    expect(CompletionResponseSchema.parse(answer)).toEqual(answer);
  });

  it('accepts a completion that did not pass, with the unanswered blocks and not the wrong ones', () => {
    const answer = { passed: false, unanswered: ['fraga-2'] };
    expect(CompletionResponseSchema.parse(answer)).toEqual(answer);
    // Which answers are wrong is not part of the answer (issue 21): an old server's list is dropped.
    expect(CompletionResponseSchema.parse({ passed: false, unanswered: [], wrong: ['fraga-1'] })).toEqual({
      passed: false,
      unanswered: [],
    });
  });

  it('rejects malformed answers', () => {
    expect(CompletionResponseSchema.safeParse({}).success).toBe(false);
    expect(
      CompletionResponseSchema.safeParse({ passed: 'true', certificate: null, evaluation: null }).success,
    ).toBe(false);
    expect(CompletionResponseSchema.safeParse({ passed: true, evaluation: null }).success).toBe(false);
    expect(
      CompletionResponseSchema.safeParse({ passed: true, certificate: { token: 42 }, evaluation: null })
        .success,
    ).toBe(false);
    expect(
      CompletionResponseSchema.safeParse({ passed: true, certificate: { token: '' }, evaluation: null })
        .success,
    ).toBe(false);
    expect(CompletionResponseSchema.safeParse({ passed: false }).success).toBe(false);
    expect(CompletionResponseSchema.safeParse({ passed: false, unanswered: 'a' }).success).toBe(false);
    expect(CompletionResponseSchema.safeParse(null).success).toBe(false);
  });
});

describe('EvaluationSaveResponseSchema', () => {
  it('accepts the evaluation token', () => {
    expect(EvaluationSaveResponseSchema.parse({ evaluation_token: 'e1' })).toEqual({
      evaluation_token: 'e1',
    });
  });

  it('rejects an answer without a token', () => {
    expect(EvaluationSaveResponseSchema.safeParse({}).success).toBe(false);
    expect(EvaluationSaveResponseSchema.safeParse({ evaluation_token: '' }).success).toBe(false);
    expect(EvaluationSaveResponseSchema.safeParse({ token: 'e1' }).success).toBe(false);
  });
});

describe('CertificateIssueResponseSchema', () => {
  it('accepts the code and the address where it is checked', () => {
    const answer = { code: 'K7QM-2XHD-9PRA', verify_url: 'https://example.se/intyg/K7QM-2XHD-9PRA' };
    expect(CertificateIssueResponseSchema.parse(answer)).toEqual(answer);
  });

  it('rejects a code in another form and an address that is none', () => {
    expect(
      CertificateIssueResponseSchema.safeParse({
        code: 'k7qm2xhd9pra',
        verify_url: 'https://example.se/intyg/x',
      }).success,
    ).toBe(false);
    expect(
      CertificateIssueResponseSchema.safeParse({ code: 'K7QM-2XHD-9PRA', verify_url: 'intyg' }).success,
    ).toBe(false);
    expect(CertificateIssueResponseSchema.safeParse({ code: 'K7QM-2XHD-9PRA' }).success).toBe(false);
  });
});

describe('CertificateTokenResponseSchema', () => {
  it('accepts a new token', () => {
    expect(CertificateTokenResponseSchema.parse({ token: 't2' })).toEqual({ token: 't2' });
  });

  it('rejects an answer without one', () => {
    expect(CertificateTokenResponseSchema.safeParse({}).success).toBe(false);
    expect(CertificateTokenResponseSchema.safeParse({ token: null }).success).toBe(false);
  });
});

describe('CertificateCheckResponseSchema', () => {
  const genuine = {
    code: 'K7QM-2XHD-9PRA',
    fullname: 'Lars Lärare',
    education_title: 'Öppen kurs',
    issued_at: 1_780_000_000,
  };

  it('accepts name, course and date', () => {
    expect(CertificateCheckResponseSchema.parse(genuine)).toEqual(genuine);
  });

  it('accepts whether it was issued to a logged-in account with a confirmed address', () => {
    expect(CertificateCheckResponseSchema.parse({ ...genuine, verified_email: true })).toEqual({
      ...genuine,
      verified_email: true,
    });
    expect(CertificateCheckResponseSchema.safeParse({ ...genuine, verified_email: 'ja' }).success).toBe(
      false,
    );
  });

  it('keeps nothing more than those, and rejects a missing or mistyped field', () => {
    expect(CertificateCheckResponseSchema.parse({ ...genuine, email: 'lars@example.se' })).toEqual(genuine);
    expect(CertificateCheckResponseSchema.safeParse({ ...genuine, issued_at: '2026-01-01' }).success).toBe(
      false,
    );
    const { fullname: _fullname, ...withoutName } = genuine;
    expect(CertificateCheckResponseSchema.safeParse(withoutName).success).toBe(false);
  });
});
