import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeadingLevelProvider } from '../../parts/heading';
import { makeBlock } from '../../test/blocks';
import { ListSounds } from './list-sounds';

const list = makeBlock({
  block_id: 's1',
  name: 'list-sounds',
  title: 'Röster från skolan',
  items: [
    {
      title: 'Vem får ta plats?',
      sound_url: '/ljud/1.mp3',
      sound_transcript: '<p>Det är alltid samma som pratar.</p>',
    },
    { title: 'Studieval', sound_url: '/ljud/2.mp3' },
  ],
});

function players(container: HTMLElement) {
  return [...container.querySelectorAll('audio')];
}

describe('list-sounds', () => {
  it('gives each sound a native player that loads nothing before play, named by its title', () => {
    const { container } = render(<ListSounds block={list} />);
    const [first, second] = players(container);
    expect(first).toHaveAttribute('controls');
    expect(first).toHaveAttribute('preload', 'none');
    expect(first).toHaveAttribute('src', '/ljud/1.mp3');
    expect(first).toHaveAccessibleName('Ljud: Vem får ta plats?');
    expect(second).toHaveAccessibleName('Ljud: Studieval');
  });

  it('lists the sounds with their titles one level below the block title', () => {
    render(
      <HeadingLevelProvider level={3}>
        <ListSounds block={list} />
      </HeadingLevelProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Röster från skolan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Vem får ta plats?' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens a sound’s text version with the keyboard', async () => {
    render(<ListSounds block={list} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Visa textversion: Vem får ta plats?' });
    // jsdom leaves native players out of the tab order; the browser story tabs through them.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Det är alltid samma som pratar.')).toBeVisible();
  });

  it('plays the block’s own sound when there are no items', () => {
    const { container } = render(
      <ListSounds
        block={makeBlock({
          block_id: 's2',
          name: 'list-sounds',
          title: 'Intervju med en rektor',
          sound_url: '/ljud/rektor.mp3',
          sound_transcript: '<p>Vi började med statistiken.</p>',
        })}
      />,
    );
    const [player] = players(container);
    expect(player).toHaveAccessibleName('Ljud: Intervju med en rektor');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Visa textversion: Intervju med en rektor' }),
    ).toBeInTheDocument();
  });

  it('numbers sounds without titles', () => {
    const { container } = render(
      <ListSounds
        block={makeBlock({
          block_id: 's3',
          name: 'list-sounds',
          items: [{ sound_url: '/a.mp3' }, { sound_url: '/b.mp3' }],
        })}
      />,
    );
    expect(players(container).map((player) => player.getAttribute('aria-label'))).toEqual([
      'Ljud 1',
      'Ljud 2',
    ]);
  });

  it('says so when there is nothing to listen to', () => {
    render(
      <ListSounds block={makeBlock({ block_id: 's4', name: 'list-sounds', items: [{ title: 'Tom' }] })} />,
    );
    expect(screen.getByText('Det finns inga ljud att lyssna på här ännu.')).toBeInTheDocument();
  });
});
