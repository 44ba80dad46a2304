import type { Education, Page } from '@jamstalldhet/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { BlocksProvider, useBlocks } from '../../blocks-provider/blocks-context';
import { focusBlock } from '../../parts/block-ids';
import { BlockList, type BlockListProps } from '../../render/block-list';
import { courseBlocksApi } from '../host/course-blocks-api';
import { RouterLink } from '../host/router';
import { useCourseHost } from '../progress/course-progress-context';
import type { CourseProgressApi } from '../progress/course-progress-types';
import { CourseConflict } from './course-conflict';

const NO_BLOCK_IDS: readonly string[] = [];

// Bumped when the learner keeps their other course: the refused answer leaves the blocks.
const BlocksGeneration = createContext(0);

export interface CourseFrameProps {
  page: Page;
  education: Education;
  course: CourseProgressApi;
  /** Mandatory questions the learner tried to skip; they show their error. */
  missingBlockIds?: readonly string[] | undefined;
  children?: ReactNode;
}

/**
 * Gives the blocks of a course page the education, the learner's progress and answers, the
 * answer callback and the certificate token, and asks the learner what to do when an answer
 * was refused because another course holds their answers on this device (SPEC §4).
 */
export function CourseFrame({ page, education, course, missingBlockIds, children }: CourseFrameProps) {
  const [generation, setGeneration] = useState(0);
  const { transport } = useCourseHost();
  const { api: parentApi, linkComponent } = useBlocks();
  const api = useMemo(
    () => courseBlocksApi(parentApi, transport, course.loggedIn),
    [parentApi, transport, course.loggedIn],
  );
  const refocus = useRef<string | null>(null);

  // The question the learner answered was drawn anew; focus goes back to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each redraw
  useEffect(() => {
    if (refocus.current) {
      focusBlock(refocus.current);
      refocus.current = null;
    }
  }, [generation]);

  function keepOtherCourse() {
    refocus.current = course.conflict?.answer.blockId ?? null;
    course.keepOtherCourse();
    setGeneration((current) => current + 1);
  }

  return (
    <BlocksProvider
      api={api}
      linkComponent={linkComponent ?? RouterLink}
      page={page}
      education={education}
      progress={course.progress}
      answers={course.answers}
      onAnswer={course.onAnswer}
      onCheck={course.onCheck}
      missingBlockIds={missingBlockIds ?? NO_BLOCK_IDS}
      certificateToken={course.certificateToken}
    >
      <BlocksGeneration.Provider value={generation}>{children}</BlocksGeneration.Provider>
      <CourseConflict
        open={course.conflict !== null}
        otherTitle={course.conflict?.otherEducationTitle}
        onSwitch={course.switchCourse}
        onKeepOther={keepOtherCourse}
      />
    </BlocksProvider>
  );
}

/** The blocks of a course page; drawn anew when a refused answer must disappear from them. */
export function CourseBlockList(props: BlockListProps) {
  const generation = useContext(BlocksGeneration);
  return <BlockList key={generation} {...props} />;
}
