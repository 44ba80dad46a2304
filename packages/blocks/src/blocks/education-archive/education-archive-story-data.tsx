import type { ArchiveFile, Page, User } from '@jamstalldhet/contract';
import { type ReactNode, useState } from 'react';
import type { BlocksApi } from '../../blocks-provider/api';
import { BlocksProvider } from '../../blocks-provider/blocks-context';

/** Storybook only: a group room's archive with files from the learner and from others. */
export const storyArchivePage = { id: 512, slug: 'grupprum-likabehandling', title: 'Likabehandling' } as Page;
export const storyArchiveUser = {
  first_name: 'Sara',
  last_name: 'Nilsson',
  role: 'internal_teacher',
} as User;

export const storyArchiveFiles: ArchiveFile[] = [
  {
    id: 1,
    name: 'Likabehandlingsplan 2026.pdf',
    mime_type: 'application/pdf',
    size: 1_480_000,
    uploaded_at: 1_767_261_600,
    owner: 'Anna Lind',
    own: false,
    folder: 'planer',
  },
  {
    id: 2,
    name: 'Kartläggning av talutrymme.xlsx',
    mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 86_400,
    uploaded_at: 1_767_348_000,
    owner: 'Sara Nilsson',
    own: true,
    folder: 'kartlaggning',
  },
  {
    id: 3,
    name: 'Foto från värdegrundsdagen.jpg',
    mime_type: 'image/jpeg',
    size: 3_250_000,
    uploaded_at: 1_767_434_400,
    owner: 'Erik Johansson',
    own: false,
    folder: 'kartlaggning',
  },
  {
    id: 4,
    name: 'Anteckningar arbetslagsmöte.docx',
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 24_300,
    uploaded_at: 1_767_520_800,
    owner: 'Sara Nilsson',
    own: true,
    folder: 'planer',
  },
];

/** Options for the in-memory calls of a story. */
export interface StoryArchiveOptions {
  files?: ArchiveFile[];
  /** Listing never answers, to show loading. */
  pending?: boolean;
  /** Listing fails. */
  failList?: boolean;
  /** Uploading fails with this status, e.g. 413. */
  failUpload?: number;
  /** Uploading never finishes, to show the upload in progress. */
  uploadPending?: boolean;
  /** Deleting fails. */
  failDelete?: boolean;
}

function failure(statusCode: number): Error {
  return Object.assign(new Error('Request failed'), { statusCode });
}

/** In-memory archive calls, so Storybook needs no server. */
export function storyArchiveApi(options: StoryArchiveOptions = {}): BlocksApi {
  let files = structuredClone(options.files ?? storyArchiveFiles);
  let nextId = 100;
  return {
    listArchiveFiles: async () => {
      if (options.pending) {
        return new Promise<ArchiveFile[]>(() => {});
      }
      if (options.failList) {
        throw failure(503);
      }
      return structuredClone(files);
    },
    uploadArchiveFile: async (_blockId: string, _postId: number, file: File) => {
      if (options.uploadPending) {
        return new Promise<void>(() => {});
      }
      if (options.failUpload) {
        throw failure(options.failUpload);
      }
      nextId += 1;
      files = [
        ...files,
        {
          id: nextId,
          name: file.name,
          mime_type: file.type,
          size: file.size,
          uploaded_at: 1_767_607_200,
          owner: 'Sara Nilsson',
          own: true,
          folder: null,
        },
      ];
    },
    deleteArchiveFile: async (_blockId: string, fileId: number) => {
      if (options.failDelete) {
        throw failure(500);
      }
      files = files.filter((file) => file.id !== fileId);
    },
    archiveFileUrl: (blockId: string, file: ArchiveFile) =>
      `/api/blocks/form/download/${blockId}/${file.id}/${file.form_id ?? 0}`,
  };
}

/** A provider with the story's calls; the calls are made once per mounted story. */
export function StoryArchiveProvider({
  options,
  loggedIn = true,
  children,
}: {
  options?: StoryArchiveOptions;
  loggedIn?: boolean;
  children?: ReactNode;
}) {
  const [api] = useState(() => storyArchiveApi(options));
  return (
    <BlocksProvider api={api} page={storyArchivePage} user={loggedIn ? storyArchiveUser : null}>
      {children}
    </BlocksProvider>
  );
}
