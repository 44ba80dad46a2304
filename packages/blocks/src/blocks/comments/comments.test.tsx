import type { Comment, Page, User } from '@jamstalldhet/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlocksApi } from '../../blocks-provider/api';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { Comments } from './comments';

const block = makeBlock({ block_id: 'c1', name: 'comments' });
const page = { id: 7, slug: 'normer-i-skolan', title: 'Normer i skolan' } as Page;
const user = { first_name: 'Sara', role: 'teacher' } as User;

const thread: Comment[] = [
  {
    id: 1,
    comment: 'Vi har börjat fördela ordet med talkort.',
    author: 'Anna Lind',
    date: 1_767_261_600,
    items: [{ id: 2, comment: 'Hur tog eleverna emot det?', author: 'Erik', items: [] }],
  },
  { id: 3, comment: 'Bra kapitel om normer.', items: [] },
];

function fakeApi(initial: Comment[] = thread) {
  const comments = [...initial];
  return {
    listComments: vi.fn(async (_postId: number) => comments),
    postComment: vi.fn(async (_postId: number, comment: { comment: string; parent?: number | null }) => {
      comments.push({ id: comments.length + 100, comment: comment.comment, author: 'Sara', items: [] });
    }),
  } satisfies BlocksApi;
}

function renderComments(api: BlocksApi, options: { loggedIn?: boolean; withPage?: boolean } = {}) {
  const { loggedIn = true, withPage = true } = options;
  return render(
    <BlocksProvider api={api} user={loggedIn ? user : null} page={withPage ? page : null}>
      <Comments block={block} />
    </BlocksProvider>,
  );
}

describe('comments', () => {
  it('lists the comments of the page with replies nested, counted in the heading', async () => {
    const api = fakeApi();
    renderComments(api);
    expect(await screen.findByRole('heading', { name: '3 kommentarer' })).toBeInTheDocument();
    expect(api.listComments).toHaveBeenCalledWith(7);
    const lists = screen.getAllByRole('list');
    const [topLevel] = lists;
    expect(topLevel).toBeDefined();
    const topItems = within(topLevel as HTMLElement).getAllByRole('listitem');
    expect(topItems).toHaveLength(3);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('Anna Lind')).toBeInTheDocument();
    const time = first.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-01-01T10:00:00.000Z');
    expect(time).toHaveTextContent('1 januari 2026 klockan 11.00');
    expect(screen.getByText('Bra kapitel om normer.').closest('article')).toHaveTextContent('Anonym');
  });

  it('says one comment, and no comments yet', async () => {
    const { unmount } = renderComments(fakeApi([{ id: 1, comment: 'Hej', items: [] }]));
    expect(await screen.findByRole('heading', { name: '1 kommentar' })).toBeInTheDocument();
    unmount();
    renderComments(fakeApi([]));
    expect(await screen.findByRole('heading', { name: 'Inga kommentarer ännu' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('prefers the post id of the block to the page', async () => {
    const api = fakeApi();
    render(
      <BlocksProvider api={api} user={user} page={page}>
        <Comments block={{ ...block, post_id: 42 }} />
      </BlocksProvider>,
    );
    await screen.findByRole('heading', { name: '3 kommentarer' });
    expect(api.listComments).toHaveBeenCalledWith(42);
  });

  it('shows an empty state without a post or without the call', () => {
    const api = fakeApi();
    renderComments(api, { withPage: false });
    expect(screen.getByRole('heading', { name: 'Inga kommentarer ännu' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.listComments).not.toHaveBeenCalled();
  });

  it('shows hostile comment text as text, with no script or image, and keeps links', async () => {
    const api = fakeApi([
      {
        id: 1,
        comment:
          '<script>alert("x")</script><img src=x onerror="alert(1)">Läs mer på https://www.jamstalldhet.se<iframe src="https://evil.example"></iframe>',
        items: [],
      },
    ]);
    const { container } = renderComments(api);
    const article = await screen.findByRole('article');
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(article).not.toHaveTextContent('alert');
    const link = within(article).getByRole('link', { name: 'https://www.jamstalldhet.se' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks anonymous visitors to log in and come back here', async () => {
    renderComments(fakeApi(), { loggedIn: false });
    await screen.findByRole('heading', { name: '3 kommentarer' });
    expect(screen.getByRole('link', { name: 'Logga in för att kommentera.' })).toHaveAttribute(
      'href',
      `/anvandare/login?next=${encodeURIComponent(globalThis.location.pathname)}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Svara' })).not.toBeInTheDocument();
  });

  it('states the length limit and counts what is typed', async () => {
    renderComments(fakeApi());
    const field = await screen.findByRole('textbox', { name: 'Skriv en kommentar' });
    expect(field).toHaveAccessibleDescription('Du kan skriva högst 2000 tecken.');
    expect(field).toHaveAttribute('maxlength', '2000');
    await userEvent.type(field, 'Tack!');
    expect(screen.getByText('5 av 2000 tecken')).toBeInTheDocument();
  });

  it('posts a comment, reloads the list, empties the field and says so', async () => {
    const api = fakeApi();
    renderComments(api);
    const field = await screen.findByRole('textbox', { name: 'Skriv en kommentar' });
    await userEvent.type(field, '  Vi ska prova talkort i min klass.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka kommentar' }));
    expect(api.postComment).toHaveBeenCalledWith(7, {
      comment: 'Vi ska prova talkort i min klass.',
      parent: null,
    });
    expect(await screen.findByRole('heading', { name: '4 kommentarer' })).toBeInTheDocument();
    expect(api.listComments).toHaveBeenCalledTimes(2);
    expect(field).toHaveValue('');
    expect(screen.getByText('Din kommentar är publicerad.')).toHaveAttribute('role', 'status');
  });

  it('refuses an empty comment with an error next to the field and focus on it', async () => {
    const api = fakeApi();
    renderComments(api);
    const field = await screen.findByRole('textbox', { name: 'Skriv en kommentar' });
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka kommentar' }));
    expect(api.postComment).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Fel: Skriv något innan du skickar\./);
  });

  it('keeps the typed text and shows a server error in an alert', async () => {
    const api = {
      ...fakeApi(),
      postComment: vi.fn(async () => {
        throw Object.assign(new Error('Internal'), { statusCode: 500 });
      }),
    };
    renderComments(api);
    const field = await screen.findByRole('textbox', { name: 'Skriv en kommentar' });
    await userEvent.type(field, 'Viktigt perspektiv');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka kommentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att skicka kommentaren. Försök igen.',
    );
    expect(field).toHaveValue('Viktigt perspektiv');
  });

  it('opens a reply form with focus in it; Escape closes it and focus returns to "Svara"', async () => {
    renderComments(fakeApi());
    const [replyButton] = await screen.findAllByRole('button', { name: 'Svara' });
    expect(replyButton).toHaveAccessibleDescription(/Anna Lind/);
    await userEvent.click(replyButton as HTMLElement);
    expect(replyButton).toHaveAttribute('aria-expanded', 'true');
    const replyField = screen.getByRole('textbox', { name: 'Skriv ett svar' });
    expect(replyField).toHaveFocus();
    await userEvent.type(replyField, 'Bra fråga');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Skriv ett svar' })).not.toBeInTheDocument();
    expect(replyButton).toHaveFocus();
    expect(replyButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the reply form with "Avbryt" and returns focus', async () => {
    renderComments(fakeApi());
    const replyButton = (await screen.findAllByRole('button', { name: 'Svara' }))[1] as HTMLElement;
    await userEvent.click(replyButton);
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('textbox', { name: 'Skriv ett svar' })).not.toBeInTheDocument();
    expect(replyButton).toHaveFocus();
  });

  it('sends a reply with the keyboard, with the comment as parent', async () => {
    const api = fakeApi();
    renderComments(api);
    const replyButton = (await screen.findAllByRole('button', { name: 'Svara' }))[1] as HTMLElement;
    replyButton.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('Eleverna tyckte det var rättvist.');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Skicka svar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(api.postComment).toHaveBeenCalledWith(7, {
      comment: 'Eleverna tyckte det var rättvist.',
      parent: 2,
    });
    expect(await screen.findByText('Ditt svar är publicerat.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Skriv ett svar' })).not.toBeInTheDocument();
    await waitFor(() => expect(replyButton).toHaveFocus());
  });

  it('says when the comments cannot be loaded and tries again', async () => {
    const listComments = vi
      .fn<(postId: number) => Promise<Comment[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(thread);
    renderComments({ listComments });
    expect(screen.getByText('Hämtar kommentarer …')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att hämta kommentarerna.');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: '3 kommentarer' })).toBeInTheDocument();
  });

  it('takes its texts from the provider', async () => {
    render(
      <BlocksProvider api={fakeApi()} user={user} page={page} labels={{ 'comments.reply': 'Reply' }}>
        <Comments block={block} />
      </BlocksProvider>,
    );
    expect(await screen.findAllByRole('button', { name: 'Reply' })).toHaveLength(3);
  });
});
