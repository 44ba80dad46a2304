import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { VideoFull } from './video-full';

const video = makeBlock({
  block_id: 'v1',
  name: 'video-full',
  title: 'Vad är en norm?',
  html: '<p>Tre lärare berättar.</p>',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video_transcript: '<p>Jag märkte att jag oftare gav ordet till pojkarna.</p>',
});

const accepted = { statistical: false, marketing: true };
const denied = { statistical: true, marketing: false };

describe('video-full', () => {
  it('embeds the player in privacy mode with a title when marketing cookies are accepted', () => {
    const { container } = render(
      <BlocksProvider consent={accepted}>
        <VideoFull block={video} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vad är en norm?' })).toBeInTheDocument();
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'Video: Vad är en norm?');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('allow', 'fullscreen; picture-in-picture');
  });

  it('embeds Vimeo with dnt=1', () => {
    const { container } = render(
      <BlocksProvider consent={accepted}>
        <VideoFull block={{ ...video, video_url: 'https://vimeo.com/76979871' }} />
      </BlocksProvider>,
    );
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('renders no player without marketing consent, and explains why', () => {
    const { container } = render(
      <BlocksProvider consent={denied}>
        <VideoFull block={video} />
      </BlocksProvider>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText('Videon visas inte eftersom du inte har godkänt marknadsföringskakor.'),
    ).toBeInTheDocument();
  });

  it('treats a missing consent as no consent', () => {
    const { container } = render(<VideoFull block={video} />);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('opens the cookie settings from the placeholder, with the keyboard', async () => {
    const onOpenCookieSettings = vi.fn();
    render(
      <BlocksProvider consent={denied} onOpenCookieSettings={onOpenCookieSettings}>
        <VideoFull block={video} />
      </BlocksProvider>,
    );
    screen.getByRole('button', { name: 'Ändra kakinställningar' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenCookieSettings).toHaveBeenCalledTimes(1);
  });

  it('has no cookie settings button when the host gives no way to open them', () => {
    render(
      <BlocksProvider consent={denied}>
        <VideoFull block={video} />
      </BlocksProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Ändra kakinställningar' })).not.toBeInTheDocument();
  });

  it('links to the video on the provider site in a new window, and says so', () => {
    render(
      <BlocksProvider consent={denied}>
        <VideoFull block={video} />
      </BlocksProvider>,
    );
    const link = screen.getByRole('link', { name: 'Se videon på YouTube (öppnas i nytt fönster)' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the block image in the placeholder', () => {
    render(
      <BlocksProvider consent={denied}>
        <VideoFull block={{ ...video, image: { url: '/bild.jpg', alt: 'Lärare i ett klassrum' } }} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('img', { name: 'Lärare i ett klassrum' })).toHaveAttribute('src', '/bild.jpg');
  });

  it('says the video cannot be shown for an unknown address, with or without consent', () => {
    const unknown = { ...video, video_url: 'https://example.com/film.mp4' };
    const { container, unmount } = render(
      <BlocksProvider consent={accepted}>
        <VideoFull block={unknown} />
      </BlocksProvider>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Videon kunde inte visas.')).toBeInTheDocument();
    unmount();
    render(<VideoFull block={unknown} />);
    expect(screen.getByText('Videon kunde inte visas.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lets the learner choose a version with buttons that say which one is chosen', async () => {
    const { container } = render(
      <BlocksProvider consent={accepted}>
        <VideoFull
          block={{ ...video, video_url_visual: 'https://youtu.be/9bZkp7q19f0', video_url_sign: '76979871' }}
        />
      </BlocksProvider>,
    );
    const group = screen.getByRole('group', { name: 'Version av videon' });
    expect(group).toBeInTheDocument();
    const original = screen.getByRole('button', { name: /Originalversion/ });
    const visual = screen.getByRole('button', { name: 'Syntolkad' });
    const sign = screen.getByRole('button', { name: 'Teckenspråkstolkad' });
    expect(original).toHaveAttribute('aria-pressed', 'true');
    expect(visual).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(visual);
    expect(visual).toHaveAttribute('aria-pressed', 'true');
    expect(original).toHaveAttribute('aria-pressed', 'false');
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0');
    expect(frame).toHaveAttribute('title', 'Video: Vad är en norm? (Syntolkad)');

    sign.focus();
    await userEvent.keyboard(' ');
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('shows no version choice when there is only the original', () => {
    render(
      <BlocksProvider consent={accepted}>
        <VideoFull block={video} />
      </BlocksProvider>,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('links to the chosen version when there is no consent', async () => {
    render(<VideoFull block={{ ...video, video_url_sign: 'https://vimeo.com/76979871' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Teckenspråkstolkad' }));
    expect(screen.getByRole('link', { name: /Se videon på Vimeo/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
  });

  it('shows and hides the text version with a button that says what it will do', async () => {
    render(<VideoFull block={video} />);
    const toggle = screen.getByRole('button', { name: 'Visa textversion: Vad är en norm?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Dölj textversion: Vad är en norm?');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Jag märkte att jag oftare gav ordet till pojkarna.');

    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('has no text version button without a transcript', () => {
    render(<VideoFull block={{ ...video, video_transcript: undefined }} />);
    expect(screen.queryByRole('button', { name: /textversion/ })).not.toBeInTheDocument();
  });

  it('takes other texts from the provider', () => {
    render(
      <BlocksProvider labels={{ 'video.unavailable': 'The video could not be shown.' }}>
        <VideoFull block={{ ...video, video_url: 'nonsense' }} />
      </BlocksProvider>,
    );
    expect(screen.getByText('The video could not be shown.')).toBeInTheDocument();
  });
});
