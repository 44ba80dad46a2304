import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as catalog from './catalog';
import { OPERATION_DESCRIPTIONS } from './descriptions';
import { OPERATION_LIST } from './list';
import { operationUrl, parseAnswer, pathParameterNames } from './operation';

// Every call defined once (issue 22): the API, the OpenAPI description and the clients read
// these, so a wrong one is wrong everywhere; these checks keep each one whole.

const template = (path: string) => `${path.replace(/\{\w+\}/g, '{}')}`;

describe('the operations', () => {
  it('are each exported under their own id, and the list has every one once', () => {
    for (const [name, operation] of Object.entries(catalog)) {
      expect(operation.id, name).toBe(name);
    }
    expect(OPERATION_LIST.map((operation) => operation.id).sort()).toEqual(Object.keys(catalog).sort());
  });

  it('are each described once, with a group and a line, and nothing else is', () => {
    expect(Object.keys(OPERATION_DESCRIPTIONS).sort()).toEqual(Object.keys(catalog).sort());
    for (const description of Object.values(OPERATION_DESCRIPTIONS)) {
      expect(description.tag).not.toBe('');
      expect(description.summary).not.toBe('');
    }
  });

  it('have no two with the same method and path template', () => {
    const keys = OPERATION_LIST.map((operation) => `${operation.method} ${template(operation.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('validate exactly the path parameters their path names', () => {
    for (const operation of OPERATION_LIST) {
      const named = pathParameterNames(operation).sort();
      const validated = Object.keys(operation.params?.shape ?? {}).sort();
      expect(validated, operation.id).toEqual(named);
    }
  });

  it('answer something on success: a JSON schema or a file', () => {
    for (const operation of OPERATION_LIST) {
      const success = Object.keys(operation.answers).filter((status) => /^2\d\d$/.test(status));
      expect(success.length, operation.id).toBeGreaterThan(0);
    }
  });

  it('say who may call them, with the refusal administrators’ calls give', () => {
    for (const operation of OPERATION_LIST) {
      expect([
        'public',
        'optional',
        'user',
        'administrator',
        'editor',
        'teacher',
        'course',
        'learner',
        'member',
        'metrics',
      ]).toContain(operation.access);
      if (operation.access === 'administrator') {
        expect(operation.refusal, operation.id).toMatch(/^Endast administratörer/);
      }
      if (operation.access === 'editor') {
        expect(operation.refusal, operation.id).toMatch(/^Endast redaktörer och administratörer/);
      }
      if (['teacher', 'course', 'learner', 'member'].includes(operation.access)) {
        // The room or course the access is decided for.
        expect(pathParameterNames(operation), operation.id).toContain('id');
      }
    }
  });
});

describe('operationUrl', () => {
  it('fills in and encodes the path parameters and adds the query', () => {
    expect(operationUrl(catalog.getEducation, { params: { id: 7 } })).toBe('/api/educations/7');
    expect(operationUrl(catalog.getPage, { params: { slug: 'a/b?c' } })).toBe('/api/pages/a%2Fb%3Fc');
    expect(operationUrl(catalog.readAuditLog, { query: { before: 20, action: 'access' } })).toBe(
      '/api/admin/audit?before=20&action=access',
    );
    expect(operationUrl(catalog.searchAccounts, { query: { q: '' } })).toBe('/api/admin/users');
  });

  it('refuses a missing path parameter rather than call a wrong address', () => {
    expect(() => operationUrl(catalog.getEducation, { params: {} as { id: number } })).toThrow(/id/);
  });
});

describe('parseAnswer', () => {
  it('reads an answer by the schema of its status', () => {
    expect(parseAnswer(catalog.logout, 200, { ok: true })).toEqual({ ok: true });
    expect(parseAnswer(catalog.register, 201, { token: 'x' })).toEqual({ token: 'x' });
  });

  it('refuses an answer that does not fit, so a malformed one never reaches a page', () => {
    expect(() => parseAnswer(catalog.logout, 200, { ok: 'yes' })).toThrow(z.ZodError);
  });

  it('refuses to read a file answer as JSON', () => {
    expect(() => parseAnswer(catalog.certificatePdf, 200, '%PDF')).toThrow(/no JSON schema/);
  });
});
