import type { CertificateSummary, User } from '@jamstalldhet/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { MyCertificates } from './my-certificates';

const learner: User = {
  first_name: 'Johanna',
  role: 'teacher',
  scope: [],
  email_verified: true,
  loggedIn: true,
};

const certificates: CertificateSummary[] = [
  {
    code: 'JM-2025-4F7K-92QX',
    education_id: 101,
    education_title: 'Jämställd undervisning',
    fullname: 'Johanna Lindqvist',
    issued_at: Date.parse('2025-10-14T13:05:00Z') / 1000,
    url: '/certifikat/JM-2025-4F7K-92QX.pdf',
  },
  {
    code: 'JM-2026-8B2D-11LM',
    education_id: 103,
    education_title: 'Jämställdhetsintegrering i offentlig verksamhet',
    fullname: 'Johanna Lindqvist',
    issued_at: Date.parse('2026-02-03T08:30:00Z') / 1000,
    url: '/certifikat/JM-2026-8B2D-11LM.pdf',
  },
  {
    code: 'JM-2024-0A9C-55TR',
    education_id: 102,
    education_title: 'Normer i förskolan',
    fullname: 'Johanna Lindqvist',
    issued_at: Date.parse('2024-05-22T15:45:00Z') / 1000,
  },
];

/** Wraps a story in a provider with a logged-in learner and an in-memory `listCertificates`. */
function withCertificates(
  listCertificates: () => Promise<CertificateSummary[]>,
  user: User | null = learner,
): Decorator {
  return (Story) => (
    <BlocksProvider api={{ listCertificates }} user={user}>
      <Story />
    </BlocksProvider>
  );
}

const meta = {
  title: 'Konto/Mina certifikat (my-certificates)',
  component: MyCertificates,
  args: {
    block: makeBlock({ block_id: 'story-certificates', name: 'my-certificates', title: 'Mina certifikat' }),
  },
} satisfies Meta<typeof MyCertificates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; an older certificate without a PDF has no download link. */
export const Filled: Story = { decorators: [withCertificates(async () => certificates)] };

/** No certificate yet. */
export const Empty: Story = { decorators: [withCertificates(async () => [])] };

/** While the certificates load. */
export const Loading: Story = { decorators: [withCertificates(() => new Promise(() => {}))] };

/** The certificates could not be loaded. */
export const LoadError: Story = {
  decorators: [
    withCertificates(() => Promise.reject(Object.assign(new Error('Serverfel'), { statusCode: 500 }))),
  ],
};

/** An anonymous visitor is asked to log in. */
export const LoggedOut: Story = { decorators: [withCertificates(async () => certificates, null)] };

/** Long course titles and names wrap. */
export const LongText: Story = {
  decorators: [
    withCertificates(async () => [
      {
        code: 'JM-2026-LANG-KOD-0000-1234',
        education_id: 201,
        education_title:
          'Systematiskt jämställdhetsarbete i kommunala och regionala verksamheter med särskilt fokus på resursfördelning och brukarperspektiv',
        fullname: 'Anna-Karin Margareta Johansson-Abdirahman Östergren',
        issued_at: Date.parse('2026-01-09T10:00:00Z') / 1000,
        url: '/certifikat/JM-2026-LANG.pdf',
      },
    ]),
  ],
};
