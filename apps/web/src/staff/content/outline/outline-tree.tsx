import { Button } from '@jamstalldhet/blocks';
import {
  addChapter,
  addEpisode,
  addPage,
  type MoveDirection,
  moveChapter,
  moveEpisode,
  movePage,
  type OutlineChange,
  type OutlinePlace,
  removeChapter,
  removeEpisode,
  removePage,
} from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { ADD_CHAPTER_ID, focusOnOutline, outlineButtonId, outlineEntryId } from '../editor-focus';
import type { ApplyChange } from '../editor-types';
import { type EditorSelection, sameSelection } from './selection';

export interface OutlineTreeProps {
  course: Education;
  selected: EditorSelection;
  onSelect: (selection: EditorSelection) => void;
  apply: ApplyChange;
  /** Asks first before a chapter, episode or page goes. */
  onRemove: (place: OutlinePlace, remove: () => void) => void;
}

function Item({
  label,
  selection,
  selected,
  onSelect,
  actions,
  children,
}: {
  label: string;
  selection: EditorSelection;
  selected: EditorSelection;
  onSelect: (selection: EditorSelection) => void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const current = sameSelection(selection, selected);
  return (
    <li className="web-outline__item">
      <button
        id={outlineEntryId(selection)}
        type="button"
        className="web-outline__select"
        aria-current={current ? 'true' : undefined}
        onClick={() => onSelect(selection)}
      >
        {label}
      </button>
      {actions && <div className="web-outline__actions">{actions}</div>}
      {children}
    </li>
  );
}

function Moves({
  name,
  place,
  first,
  last,
  up,
  down,
  remove,
}: {
  name: string;
  place: OutlinePlace;
  /** The first of its list cannot move up, the last not down: their buttons are disabled. */
  first: boolean;
  last: boolean;
  up: () => void;
  down: () => void;
  remove: () => void;
}) {
  const hidden = <span className="jb-visually-hidden"> {name}</span>;
  return (
    <>
      <button
        id={outlineButtonId(place, 'up')}
        type="button"
        className="web-outline__action"
        disabled={first}
        onClick={up}
      >
        Flytta upp{hidden}
      </button>
      <button
        id={outlineButtonId(place, 'down')}
        type="button"
        className="web-outline__action"
        disabled={last}
        onClick={down}
      >
        Flytta ned{hidden}
      </button>
      <button type="button" className="web-outline__action" onClick={remove}>
        Ta bort{hidden}
      </button>
    </>
  );
}

/**
 * A course's outline (issue 24): the course's settings, "Presentation", chapters with their
 * episodes and pages, "Utvärdering" and "Tack-sida"; each chapter, episode and page with its
 * moves and removal, and the buttons that add them. The buttons are the guarantee (no dragging
 * needed); every change is announced by the page.
 */
export function OutlineTree({ course, selected, onSelect, apply, onRemove }: OutlineTreeProps) {
  const item = { selected, onSelect };
  // A chapter's, episode's or page's moves and removal, each leaving focus in the outline.
  const movesOf = <Place extends OutlinePlace>(
    place: Place,
    move: (course: Education, at: Place, direction: MoveDirection) => OutlineChange<Education>,
    remove: (course: Education, at: Place) => OutlineChange<Education>,
  ) => ({
    up: () => apply((current) => move(current as Education, place, 'up'), { focus: focusOnOutline('up') }),
    down: () =>
      apply((current) => move(current as Education, place, 'down'), { focus: focusOnOutline('down') }),
    remove: () =>
      onRemove(place, () =>
        apply((current) => remove(current as Education, place), { focus: focusOnOutline('remove') }),
      ),
  });
  return (
    <nav aria-label="Utbildningens delar" className="web-outline">
      <ul className="web-outline__list">
        <Item label="Utbildningen" selection={{ kind: 'document' }} {...item} />
        <Item label="Presentation" selection={{ kind: 'section', section: 'presentation' }} {...item} />
        {course.chapters.map((chapter, chapterIndex) => {
          const chapterPlace = { kind: 'chapter', chapter: chapterIndex } as const;
          const chapterName = `kapitel ${chapterIndex + 1}`;
          return (
            <Item
              // biome-ignore lint/suspicious/noArrayIndexKey: chapters have no ids; their place is who they are
              key={`chapter-${chapterIndex}`}
              label={`Kapitel ${chapterIndex + 1}: ${chapter.title}`}
              selection={chapterPlace}
              {...item}
              actions={
                <Moves
                  name={chapterName}
                  place={chapterPlace}
                  first={chapterIndex === 0}
                  last={chapterIndex === course.chapters.length - 1}
                  {...movesOf(chapterPlace, moveChapter, removeChapter)}
                />
              }
            >
              <ul className="web-outline__list">
                {chapter.episodes.map((episode, episodeIndex) => {
                  const episodePlace = {
                    kind: 'episode',
                    chapter: chapterIndex,
                    episode: episodeIndex,
                  } as const;
                  const episodeName = `episod ${episodeIndex + 1} i ${chapterName}`;
                  return (
                    <Item
                      // biome-ignore lint/suspicious/noArrayIndexKey: episodes have no ids; their place is who they are
                      key={`episode-${episodeIndex}`}
                      label={`Episod ${episodeIndex + 1}: ${episode.title}`}
                      selection={episodePlace}
                      {...item}
                      actions={
                        <Moves
                          name={episodeName}
                          place={episodePlace}
                          first={episodeIndex === 0}
                          last={episodeIndex === chapter.episodes.length - 1}
                          {...movesOf(episodePlace, moveEpisode, removeEpisode)}
                        />
                      }
                    >
                      <ul className="web-outline__list">
                        {episode.components.map((blocks, pageIndex) => {
                          const pagePlace = { ...episodePlace, kind: 'page', page: pageIndex } as const;
                          return (
                            <Item
                              // biome-ignore lint/suspicious/noArrayIndexKey: pages have no ids; their place is who they are
                              key={`page-${pageIndex}`}
                              label={`Sida ${pageIndex + 1} (${blocks.length} block)`}
                              selection={pagePlace}
                              {...item}
                              actions={
                                <Moves
                                  name={`sida ${pageIndex + 1} i ${episodeName}`}
                                  place={pagePlace}
                                  first={pageIndex === 0}
                                  last={pageIndex === episode.components.length - 1}
                                  {...movesOf(pagePlace, movePage, removePage)}
                                />
                              }
                            />
                          );
                        })}
                      </ul>
                      <button
                        type="button"
                        className="web-outline__add"
                        onClick={() =>
                          apply((current) => addPage(current as Education, episodePlace), {
                            focus: focusOnOutline('add'),
                          })
                        }
                      >
                        Lägg till sida<span className="jb-visually-hidden"> i {episodeName}</span>
                      </button>
                    </Item>
                  );
                })}
              </ul>
              <button
                type="button"
                className="web-outline__add"
                onClick={() =>
                  apply(
                    (current) =>
                      addEpisode(current as Education, chapterPlace, `Episod ${chapter.episodes.length + 1}`),
                    { focus: focusOnOutline('add') },
                  )
                }
              >
                Lägg till episod<span className="jb-visually-hidden"> i {chapterName}</span>
              </button>
            </Item>
          );
        })}
        <Item label="Utvärdering" selection={{ kind: 'section', section: 'evaluation' }} {...item} />
        <Item label="Tack-sida" selection={{ kind: 'section', section: 'completed' }} {...item} />
      </ul>
      <Button
        id={ADD_CHAPTER_ID}
        onClick={() =>
          apply((current) => addChapter(current as Education, `Kapitel ${course.chapters.length + 1}`), {
            focus: focusOnOutline('add'),
          })
        }
      >
        Lägg till kapitel
      </Button>
    </nav>
  );
}
