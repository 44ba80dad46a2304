import type { CertificateSummary } from '@jamstalldhet/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { MyCertificates } from './my-certificates';

const block = makeBlock({ block_id: 'c1', name: 'my-certificates', title: 'Mina certifikat' });
const learner = { first_name: 'Johanna', role: 'teacher', scope: [], email_verified: true, loggedIn: true };

const older: CertificateSummary = {
  code: 'JM-2025-AAAA',
  education_id: 101,
  education_title: 'Jämställd undervisning',
  fullname: 'Johanna Lindqvist',
  issued_at: Date.parse('2025-10-14T13:05:00Z') / 1000,
};
const newer: CertificateSummary = {
  code: 'JM-2026-BBBB',
  education_id: 103,
  education_title: 'Jämställdhetsintegrering',
  fullname: 'Johanna Lindqvist',
  issued_at: Date.parse('2026-02-03T08:30:00Z') / 1000,
  url: '/certifikat/JM-2026-BBBB.pdf',
};

describe('my-certificates', () => {
  it('lists the certificates newest first, with name, date, code and the PDF link', async () => {
    render(
      <BlocksProvider api={{ listCertificates: async () => [older, newer] }} user={learner}>
        <MyCertificates block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Laddar dina certifikat');
    const list = await screen.findByRole('list', { name: 'Dina certifikat' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Jämställdhetsintegrering',
      'Jämställd undervisning',
    ]);
    const first = items[0] as HTMLElement;
    expect(first).toHaveTextContent('NamnJohanna Lindqvist');
    expect(first).toHaveTextContent('Utfärdat3 februari 2026 klockan 09.30');
    expect(first).toHaveTextContent('VerifieringskodJM-2026-BBBB');
    expect(within(first).getByRole('link', { name: /^Ladda ner certifikatet \(PDF\)/ })).toHaveAttribute(
      'href',
      '/certifikat/JM-2026-BBBB.pdf',
    );
    expect(within(items[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the course in each download link, so the links can be told apart', async () => {
    render(
      <BlocksProvider api={{ listCertificates: async () => [newer] }} user={learner}>
        <MyCertificates block={block} />
      </BlocksProvider>,
    );
    expect(
      await screen.findByRole('link', { name: 'Ladda ner certifikatet (PDF): Jämställdhetsintegrering' }),
    ).toBeInTheDocument();
  });

  it('says when there is no certificate yet', async () => {
    render(
      <BlocksProvider api={{ listCertificates: async () => [] }} user={learner}>
        <MyCertificates block={block} />
      </BlocksProvider>,
    );
    expect(await screen.findByText('Du har inga certifikat ännu.')).toBeInTheDocument();
  });

  it('shows a load error and loads again on request', async () => {
    const listCertificates = vi
      .fn<() => Promise<CertificateSummary[]>>()
      .mockRejectedValueOnce(new Error('Serverfel'))
      .mockResolvedValueOnce([older]);
    render(
      <BlocksProvider api={{ listCertificates }} user={learner}>
        <MyCertificates block={block} />
      </BlocksProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Dina certifikat kunde inte laddas.');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'Jämställd undervisning' })).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in, without calling the server', () => {
    const listCertificates = vi.fn(async () => [older]);
    render(
      <BlocksProvider api={{ listCertificates }}>
        <MyCertificates block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Logga in för att se dina certifikat.')).toBeInTheDocument();
    expect(listCertificates).not.toHaveBeenCalled();
  });

  it('shows the empty state when the host has no such call', () => {
    render(
      <BlocksProvider user={learner}>
        <MyCertificates block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Du har inga certifikat ännu.')).toBeInTheDocument();
  });
});
