import { normalizeEducation } from '@jamstalldhet/blocks/engine';
import { type Block, courseBlocks, type Education } from '@jamstalldhet/contract';
import type { Database } from '../db/database';
import { findEducationById, findPageById, listEducations } from './content';
import { mayTake } from './learning';
import { isRoomMember } from './rooms';

/**
 * A post that comments and archive files belong to: a page, a room, an education, or one part
 * of an education (an episode, a section, or a block that carries its own `post_id`). Clients
 * send the block's `post_id`, else the id of the page they show.
 */
export interface Post {
  id: number;
  /** Room pages keep their comments and files among their members. */
  room: boolean;
  /** The blocks shown on the post. */
  blocks: Block[];
  /** The course the post is part of: its comments and files are for those who may take it. */
  education: Education | null;
}

/** The post with this id, or null; page ids come first, then education ids, then parts of educations. */
export async function findPost(db: Database, postId: number): Promise<Post | null> {
  const page = await findPageById(db, postId);
  if (page) {
    return { id: postId, room: page.post_type === 'room', blocks: page.components, education: null };
  }
  const education = await findEducationById(db, postId);
  if (education) {
    // Course pages are shown with the education's id, so every block of the course is on it.
    return { id: postId, room: false, blocks: courseBlocks(education), education };
  }
  // Few educations, each read whole: scanning them is cheaper than indexing JSON for this.
  for (const candidate of await listEducations(db)) {
    const blocks = blocksOfPart(normalizeEducation(candidate), postId);
    if (blocks) {
      return { id: postId, room: false, blocks, education: candidate };
    }
  }
  return null;
}

/** The blocks of the episode or section with this post id, and of blocks carrying it; null if none has it. */
function blocksOfPart(education: Education, postId: number): Block[] | null {
  let found = false;
  const blocks = new Set<Block>();
  const sections = [education.presentation, education.evaluation, education.completed];
  for (const section of sections) {
    if (section.post_id === postId) {
      found = true;
      for (const block of section.components) {
        blocks.add(block);
      }
    }
  }
  for (const episode of education.chapters.flatMap((chapter) => chapter.episodes)) {
    if (episode.post_id === postId) {
      found = true;
      for (const block of episode.components.flat()) {
        blocks.add(block);
      }
    }
  }
  for (const block of courseBlocks(education)) {
    if (block.post_id === postId) {
      found = true;
      blocks.add(block);
    }
  }
  return found ? [...blocks] : null;
}

/**
 * Whether a user (or an anonymous visitor, null) may see and add to what is posted on a post:
 * a room's members, and of a course those who may take it (SPEC §6 access levels).
 */
export async function mayUsePost(db: Database, post: Post, userId: number | null): Promise<boolean> {
  if (post.room) {
    return userId !== null && isRoomMember(db, post.id, userId);
  }
  return post.education ? mayTake(db, userId, post.education) : true;
}

/** Owners may read their archive files; in a room, every member may read everyone's. */
export async function mayReadArchiveFile(
  db: Database,
  file: { userId: number; postId: number },
  userId: number,
): Promise<boolean> {
  if (file.userId === userId) {
    return true;
  }
  const post = await findPost(db, file.postId);
  return Boolean(post?.room) && isRoomMember(db, file.postId, userId);
}

/**
 * The name shown next to what a person posts: first name and the initial of the last name
 * ('Anna A.'), so a discussion is personal without publishing full names.
 */
export function publicName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
