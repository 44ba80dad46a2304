import { type EducationInput, EducationSchema } from '@jamstalldhet/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { EducationPresentation } from './education-presentation';

const block = makeBlock({ block_id: 'p1', name: 'education-presentation' });
const user = { first_name: 'Amina', role: '', scope: [], email_verified: true, loggedIn: true };
const now = () => new Date('2026-03-01T09:00:00Z');

function course(overrides: Partial<EducationInput> = {}) {
  return EducationSchema.parse({
    id: 12,
    slug: 'jamstalldhet-i-skolan',
    title: 'Jämställdhet i skolan',
    header: { desc: '<p>För dig som arbetar i skolan.</p>' },
    hero: { images: { desktop_x2: '/hero.jpg' }, alt: 'Elever i ett klassrum' },
    chapters: [
      {
        title: 'Vad är jämställdhet?',
        episodes: [
          { title: 'E1', components: [[{ block_id: 'q1', name: 'question-radio', mandatory: true }]] },
        ],
      },
      {
        title: 'Normer i klassrummet',
        episodes: [
          { title: 'E2', components: [[{ block_id: 'q2', name: 'question-radio', mandatory: true }]] },
        ],
      },
    ],
    ...overrides,
  });
}

const firstChapterDone = {
  educationId: 12,
  entries: [{ educationId: 12, blockId: 'q1', values: ['ja'], part: 'normal' as const }],
  lastModified: null,
  lastPush: null,
  completed: false,
};

describe('education-presentation', () => {
  it('presents the course: title, hero image, description and chapters', () => {
    render(
      <BlocksProvider education={course()} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Jämställdhet i skolan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Elever i ett klassrum' })).toHaveAttribute('src', '/hero.jpg');
    expect(screen.getByText('För dig som arbetar i skolan.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Kapitel i utbildningen' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vad är jämställdhet?',
      'Normer i klassrummet',
    ]);
  });

  it('none: starts at the first page', () => {
    render(
      <BlocksProvider education={course()} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Inte påbörjad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starta utbildningen' })).toHaveAttribute(
      'href',
      '/jamstalldhet-i-skolan/1/1/1',
    );
  });

  it('progress: continues, says how far the learner has come and marks done chapters in words', () => {
    render(
      <BlocksProvider education={course()} progress={firstChapterDone} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Påbörjad')).toBeInTheDocument();
    expect(screen.getByText('Du har gjort 1 av 2 kapitel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fortsätt utbildningen' })).toHaveAttribute(
      'href',
      '/jamstalldhet-i-skolan/fortsatt',
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Vad är jämställdhet? klart');
    expect(second).not.toHaveTextContent('klart');
  });

  it('progress: counts the answers the server sent for a logged-in learner', () => {
    render(
      <BlocksProvider
        education={course({ user: { answers: firstChapterDone.entries } })}
        user={user}
        now={now}
      >
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Du har gjort 1 av 2 kapitel.')).toBeInTheDocument();
  });

  it('completed: says so and links to the certificate', () => {
    render(
      <BlocksProvider
        education={course({ user: { status: 'completed', answers: [] } })}
        user={user}
        now={now}
      >
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Genomförd')).toBeInTheDocument();
    expect(screen.getByText('Du har genomfört utbildningen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till ditt certifikat' })).toHaveAttribute(
      'href',
      '/jamstalldhet-i-skolan/tack',
    );
  });

  it('completed: an anonymous learner’s completed marker counts too', () => {
    render(
      <BlocksProvider education={course()} progress={{ ...firstChapterDone, completed: true }} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Genomförd')).toBeInTheDocument();
  });

  it('completed: no certificate link when the course gives none', () => {
    render(
      <BlocksProvider
        education={course({ certificate: false, user: { status: 'completed', answers: [] } })}
        user={user}
        now={now}
      >
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Du har genomfört utbildningen.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('locked: links to the login page with the course as the return path', () => {
    render(
      <BlocksProvider education={course({ access: 'users' })} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Kräver inloggning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in för att gå utbildningen' })).toHaveAttribute(
      'href',
      '/anvandare/login?next=%2Fjamstalldhet-i-skolan',
    );
  });

  it('approval_required: applies with the keyboard, shows sending, then the confirmation', async () => {
    let resolve: () => void = () => {};
    const requestAccess = vi.fn(
      () =>
        new Promise<void>((done) => {
          resolve = done;
        }),
    );
    render(
      <BlocksProvider
        education={course({ access: 'users_approved', educationId: 40 })}
        user={user}
        now={now}
        api={{ requestAccess }}
      >
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Kräver godkännande')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Ansök om att gå utbildningen' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(requestAccess).toHaveBeenCalledWith(40);
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Skickar ansökan …');

    resolve();
    const confirmation = await screen.findByText(
      'Din ansökan är skickad. Du får ett mejl när den har behandlats.',
    );
    // Focus moves in an effect after the confirmation renders; on a loaded machine that is a tick later.
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Din ansökan är skickad.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Väntar på godkännande')).toBeInTheDocument();
  });

  it('approval_required: explains a failed application and lets the learner try again', async () => {
    const requestAccess = vi
      .fn()
      .mockRejectedValueOnce({ message: 'Tjänsten svarar inte.', statusCode: 503 })
      .mockResolvedValueOnce(undefined);
    render(
      <BlocksProvider
        education={course({ access: 'users_approved' })}
        user={user}
        now={now}
        api={{ requestAccess }}
      >
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ansök om att gå utbildningen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ansökan kunde inte skickas. Tjänsten svarar inte.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ansök om att gå utbildningen' }));
    expect(await screen.findByText(/Din ansökan är skickad/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestAccess).toHaveBeenCalledTimes(2);
  });

  it('approval_required: no button when the host cannot send applications', () => {
    render(
      <BlocksProvider education={course({ access: 'users_approved' })} user={user} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Du behöver ett godkännande för att gå utbildningen.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('approval_pending: says the application waits', () => {
    render(
      <BlocksProvider
        education={course({ access: 'users_approved', user: { status: 'pending', answers: [] } })}
        user={user}
        now={now}
      >
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Väntar på godkännande')).toBeInTheDocument();
    expect(screen.getByText('Din ansökan väntar på godkännande.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('coming and earlier: give the date in Swedish', () => {
    const from = Date.UTC(2026, 8, 1, 7, 0) / 1000;
    const to = Date.UTC(2026, 0, 31, 13, 30) / 1000;
    render(
      <BlocksProvider education={course({ available: { from } })} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Utbildningen öppnar 1 september 2026 klockan 09.00.')).toBeInTheDocument();
    render(
      <BlocksProvider education={course({ available: { to } })} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Utbildningen stängde 31 januari 2026 klockan 14.30.')).toBeInTheDocument();
  });

  it('closed: says the course is closed, with no way in', () => {
    render(
      <BlocksProvider education={course({ status: 'closed' })} now={now}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Utbildningen är stängd.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders links with the host’s link component', () => {
    const Link = vi.fn(({ href, children }: { href: string; children?: ReactNode }) => (
      <a href={href} data-router="true">
        {children}
      </a>
    ));
    render(
      <BlocksProvider education={course()} now={now} linkComponent={Link}>
        <EducationPresentation block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('link', { name: 'Starta utbildningen' })).toHaveAttribute('data-router', 'true');
  });

  it('says so when there is no education', () => {
    render(<EducationPresentation block={block} />);
    expect(screen.getByText('Utbildningen kunde inte visas.')).toBeInTheDocument();
  });
});
