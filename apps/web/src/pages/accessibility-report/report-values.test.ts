import { describe, expect, it } from 'vitest';
import { type ReportValues, reportBody, validateReport } from './report-values';

const valid: ReportValues = {
  name: '',
  email: 'anna@example.se',
  page_url: '',
  kind: 'problem',
  message: 'Filmen saknar textning.',
};

describe('validateReport', () => {
  it('finds nothing wrong with a complete report', () => {
    expect(validateReport(valid)).toEqual({});
  });

  it('asks for an e-mail address, a kind and a message', () => {
    expect(validateReport({ ...valid, email: ' ', kind: '', message: '  ' })).toEqual({
      email: 'Skriv din e-postadress',
      kind: 'Välj vad ärendet gäller',
      message: 'Skriv ditt meddelande',
    });
  });

  it('refuses an address without a top-level domain and a message over 5000 characters', () => {
    expect(validateReport({ ...valid, email: 'anna@example', message: 'a'.repeat(5001) })).toEqual({
      email: 'Ange en giltig e-postadress, till exempel namn@exempel.se',
      message: 'Meddelandet får ha högst 5000 tecken',
    });
    expect(validateReport({ ...valid, message: 'a'.repeat(5000) })).toEqual({});
  });
});

describe('reportBody', () => {
  it('leaves out blank optional fields and trims the rest', () => {
    expect(reportBody({ ...valid, email: ' anna@example.se ', message: ' Hej ' })).toEqual({
      email: 'anna@example.se',
      kind: 'problem',
      message: 'Hej',
    });
  });

  it('sends the name and page address when given', () => {
    expect(reportBody({ ...valid, name: 'Anna', page_url: '/om-kakor', kind: 'format' })).toEqual({
      name: 'Anna',
      email: 'anna@example.se',
      page_url: '/om-kakor',
      kind: 'format',
      message: 'Filmen saknar textning.',
    });
  });
});
