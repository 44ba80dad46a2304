import type { BlockItem } from '@jamstalldhet/contract';
import { tokenList } from '../../engine/formatting/token-list';
import { formatLabel, useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { TranscriptDisclosure } from '../../parts/transcript-disclosure';
import { listSoundsLabels } from './list-sounds-labels';

type Sound = Pick<BlockItem, 'title' | 'sound_url' | 'sound_transcript'>;

/**
 * Sounds to listen to, each with the browser's own player and a text version. Takes the
 * block's `items`, or the block's own `sound_url` and `sound_transcript` for a single sound.
 * Players load nothing until the learner presses play.
 *
 * @example <ListSounds block={{ ...block, items: [{ title: 'Avsnitt 1', sound_url: '/ljud/1.mp3' }] }} />
 */
export function ListSounds({ block, className, ...rest }: BlockProps) {
  const t = useLabels(listSoundsLabels);
  const sounds: Sound[] = (block.items ?? []).filter((item) => Boolean(item.sound_url));
  const single = sounds.length === 0 && block.sound_url ? block : null;
  // Item titles sit one level below the block title, when there is one.
  const itemOffset = block.title ? 1 : 0;
  // "Ljud: Avsnitt 1" for a titled sound; an untitled one is just "Ljud 2".
  const soundName = (title: string | undefined, number: number) =>
    title ? formatLabel(t['sounds.player'], { title }) : formatLabel(t['sounds.untitled'], { number });

  return (
    <div className={tokenList('jb-list-sounds', className)} {...rest}>
      {block.title && <Heading className="jb-list-sounds__title">{block.title}</Heading>}
      <RichText className="jb-list-sounds__text" html={block.html} />
      {single && (
        <SoundPlayer
          sound={single}
          name={block.title || formatLabel(t['sounds.untitled'], { number: 1 })}
          playerName={soundName(block.title, 1)}
          unsupported={t['sounds.unsupported']}
        />
      )}
      {sounds.length > 0 && (
        <ul className="jb-list-sounds__list">
          {sounds.map((sound, index) => {
            const name = sound.title || formatLabel(t['sounds.untitled'], { number: index + 1 });
            return (
              // Sounds have no id of their own; their order is the content's order.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
              <li key={index} className="jb-list-sounds__item">
                {sound.title && (
                  <Heading offset={itemOffset} className="jb-list-sounds__item-title">
                    {sound.title}
                  </Heading>
                )}
                <SoundPlayer
                  sound={sound}
                  name={name}
                  playerName={soundName(sound.title, index + 1)}
                  unsupported={t['sounds.unsupported']}
                />
              </li>
            );
          })}
        </ul>
      )}
      {!single && sounds.length === 0 && <p className="jb-list-sounds__empty">{t['sounds.empty']}</p>}
    </div>
  );
}

function SoundPlayer({
  sound,
  name,
  playerName,
  unsupported,
}: {
  sound: Sound;
  /** What the sound is called, for its text version button. */
  name: string;
  /** The player's accessible name. */
  playerName: string;
  unsupported: string;
}) {
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: sound only; the text version below is its alternative (WCAG 1.2.1) */}
      <audio
        className="jb-list-sounds__player"
        controls
        preload="none"
        src={sound.sound_url}
        aria-label={playerName}
      >
        {unsupported}
      </audio>
      <TranscriptDisclosure html={sound.sound_transcript} subject={name} />
    </>
  );
}
