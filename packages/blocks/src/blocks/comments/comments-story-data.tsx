import type { Comment, NewComment, Page, User } from '@jamstalldhet/contract';
import { type ReactNode, useState } from 'react';
import type { BlocksApi } from '../../blocks-provider/api';
import { BlocksProvider } from '../../blocks-provider/blocks-context';

/** Storybook only: a page, a user and a discussion about gender-equality work in school. */
export const storyPage = { id: 310, slug: 'normer-i-klassrummet', title: 'Normer i klassrummet' } as Page;
export const storyUser = { first_name: 'Sara', last_name: 'Nilsson', role: 'teacher' } as User;

export const storyDiscussion: Comment[] = [
  {
    id: 1,
    comment:
      'Vi har börjat använda talkort i helklass för att fördela ordet. Redan efter två veckor pratar fler flickor på lektionerna.',
    author: 'Anna Lind',
    date: 1_767_261_600,
    items: [
      {
        id: 2,
        comment: 'Hur tog pojkarna emot det? Hos oss blev det protester i början.',
        author: 'Erik Johansson',
        date: 1_767_265_200,
        items: [
          {
            id: 3,
            comment:
              'Några tyckte det var orättvist, men efter ett samtal om varför vi gör det gick det bra.',
            author: 'Anna Lind',
            date: 1_767_272_400,
            items: [],
          },
        ],
      },
    ],
  },
  {
    id: 4,
    comment:
      'Läs gärna Skolverkets stödmaterial om jämställdhet: https://www.skolverket.se\nDet är mycket bra.',
    date: 1_767_348_000,
    items: [],
  },
];

/** Options for the in-memory calls of a story. */
export interface StoryCommentsOptions {
  comments?: Comment[];
  /** Never answers, to show loading. */
  pending?: boolean;
  /** Listing fails. */
  failList?: boolean;
  /** Posting fails with this status. */
  failPost?: number;
}

/** In-memory comment calls, so Storybook needs no server. */
export function storyCommentsApi(options: StoryCommentsOptions = {}): BlocksApi {
  let comments = structuredClone(options.comments ?? storyDiscussion);
  let nextId = 1000;
  return {
    listComments: async () => {
      if (options.pending) {
        return new Promise<Comment[]>(() => {});
      }
      if (options.failList) {
        throw Object.assign(new Error('Service Unavailable'), { statusCode: 503 });
      }
      return structuredClone(comments);
    },
    postComment: async (_postId: number, { comment, parent }: NewComment) => {
      if (options.failPost) {
        throw Object.assign(new Error('Request failed'), { statusCode: options.failPost });
      }
      nextId += 1;
      const added: Comment = { id: nextId, comment, author: 'Sara Nilsson', date: 1_767_355_200, items: [] };
      comments = parent ? addReply(comments, parent, added) : [...comments, added];
    },
  };
}

function addReply(comments: Comment[], parent: number, reply: Comment): Comment[] {
  return comments.map((comment) =>
    comment.id === parent
      ? { ...comment, items: [...comment.items, reply] }
      : { ...comment, items: addReply(comment.items, parent, reply) },
  );
}

/** A provider with the story's calls; the calls are made once per mounted story. */
export function StoryCommentsProvider({
  options,
  loggedIn = true,
  children,
}: {
  options?: StoryCommentsOptions;
  loggedIn?: boolean;
  children?: ReactNode;
}) {
  const [api] = useState(() => storyCommentsApi(options));
  return (
    <BlocksProvider api={api} page={storyPage} user={loggedIn ? storyUser : null}>
      {children}
    </BlocksProvider>
  );
}
