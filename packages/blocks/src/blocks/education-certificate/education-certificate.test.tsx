import { EducationSchema } from '@jamstalldhet/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { EducationCertificate } from './education-certificate';

const block = makeBlock({ block_id: 'c1', name: 'education-certificate', title: 'Få ditt certifikat' });
const education = EducationSchema.parse({
  id: 12,
  educationId: 40,
  slug: 'kurs',
  title: 'Jämställdhet i skolan',
});

function renderForm(requestCertificate: (...args: never[]) => Promise<void>) {
  return render(
    <BlocksProvider education={education} certificateToken="token-1" api={{ requestCertificate }}>
      <EducationCertificate block={block} />
    </BlocksProvider>,
  );
}

describe('education-certificate', () => {
  it('has two labelled, required fields and a submit button', () => {
    renderForm(vi.fn());
    expect(screen.getByRole('heading', { name: 'Få ditt certifikat' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'För- och efternamn' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Skicka certifikatet' })).toBeEnabled();
  });

  it('refuses an empty form: errors next to each field, focus on the first', async () => {
    const requestCertificate = vi.fn();
    renderForm(requestCertificate);
    await userEvent.click(screen.getByRole('button', { name: 'Skicka certifikatet' }));
    const name = screen.getByRole('textbox', { name: 'För- och efternamn' });
    const email = screen.getByRole('textbox', { name: 'E-postadress' });
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Fel: Skriv ditt för- och efternamn.');
    expect(email).toHaveAccessibleDescription('Fel: Skriv din e-postadress.');
    expect(name).toHaveFocus();
    expect(requestCertificate).not.toHaveBeenCalled();
  });

  it('refuses an e-mail address the engine does not accept, and focuses it', async () => {
    renderForm(vi.fn());
    await userEvent.type(screen.getByRole('textbox', { name: 'För- och efternamn' }), 'Amina Svensson');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-postadress' }), 'amina@example');
    await userEvent.keyboard('{Enter}');
    const email = screen.getByRole('textbox', { name: 'E-postadress' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Fel: Skriv e-postadressen i formen namn@exempel.se.');
    expect(screen.getByRole('textbox', { name: 'För- och efternamn' })).toBeValid();
  });

  it('sends the token and trimmed values, says it is sending, then where it was sent', async () => {
    let resolve: () => void = () => {};
    const requestCertificate = vi.fn(
      () =>
        new Promise<void>((done) => {
          resolve = done;
        }),
    );
    renderForm(requestCertificate);
    await userEvent.type(screen.getByRole('textbox', { name: 'För- och efternamn' }), ' Amina Svensson ');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-postadress' }), 'amina@example.se ');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka certifikatet' }));
    expect(requestCertificate).toHaveBeenCalledWith(40, {
      token: 'token-1',
      fullname: 'Amina Svensson',
      email: 'amina@example.se',
    });
    expect(screen.getByRole('button', { name: 'Skicka certifikatet' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Skickar …');

    resolve();
    const sent = await screen.findByText('Certifikatet är skickat till amina@example.se.');
    // Focus follows in an effect after the message renders.
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByRole('status')).toContainElement(sent);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a server error as an alert and keeps what was typed', async () => {
    const requestCertificate = vi.fn().mockRejectedValue({ message: 'Ogiltig token', statusCode: 400 });
    renderForm(requestCertificate);
    await userEvent.type(screen.getByRole('textbox', { name: 'För- och efternamn' }), 'Amina Svensson');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-postadress' }), 'amina@example.se');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka certifikatet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Certifikatet kunde inte skickas. Ogiltig token',
    );
    expect(screen.getByRole('textbox', { name: 'För- och efternamn' })).toHaveValue('Amina Svensson');
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toHaveValue('amina@example.se');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Skicka certifikatet' })).toHaveFocus());
  });

  it('explains when a certificate can be had without a token', () => {
    render(
      <BlocksProvider education={education} api={{ requestCertificate: vi.fn() }}>
        <EducationCertificate block={block} />
      </BlocksProvider>,
    );
    expect(
      screen.getByText('Du kan begära ett certifikat när du har slutfört utbildningen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('explains the same without the api call', () => {
    render(
      <BlocksProvider education={education} certificateToken="token-1">
        <EducationCertificate block={block} />
      </BlocksProvider>,
    );
    expect(
      screen.getByText('Du kan begära ett certifikat när du har slutfört utbildningen.'),
    ).toBeInTheDocument();
  });
});
