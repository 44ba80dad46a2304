import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { VideoFull } from './video-full';

// A local picture, so Storybook needs no network.
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#5a2d82"/><circle cx="50" cy="45" r="22" fill="#fbe7ef"/><circle cx="105" cy="45" r="22" fill="#fdf1c7"/></svg>',
)}`;

const video = makeBlock({
  block_id: 'story-video',
  name: 'video-full',
  title: 'Vad är en norm?',
  html: '<p>I filmen berättar tre lärare hur de upptäckte normer om kön i sitt eget klassrum.</p>',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video_transcript:
    '<p><strong>Lärare 1:</strong> Jag märkte att jag oftare gav ordet till pojkarna.</p><p><strong>Lärare 2:</strong> Vi började räkna vem som fick talutrymme, och resultatet överraskade oss.</p>',
  image: { url: poster, alt: '' },
});

const meta = {
  title: 'Media/Video (video-full)',
  component: VideoFull,
  args: { block: video },
  decorators: [
    (Story, context) => (
      <BlocksProvider
        consent={{ statistical: false, marketing: context.parameters.marketing === true }}
        onOpenCookieSettings={context.parameters.noCookieSettings ? undefined : () => {}}
      >
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof VideoFull>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marketing cookies accepted: the player in privacy mode (youtube-nocookie). */
export const WithConsent: Story = { parameters: { marketing: true } };

/** No marketing consent: no player at all, a placeholder with the block image instead. */
export const WithoutConsent: Story = {};

/** No consent, no image and no cookie settings from the host: a neutral surface and the link only. */
export const WithoutConsentPlain: Story = {
  args: { block: { ...video, image: undefined } },
  parameters: { noCookieSettings: true },
};

/** A Vimeo video (a bare number means Vimeo), embedded with `dnt=1`. */
export const Vimeo: Story = {
  args: { block: { ...video, video_url: '76979871' } },
  parameters: { marketing: true },
};

/** The learner chooses between the original, visually interpreted and sign-language versions. */
export const WithVariants: Story = {
  args: {
    block: {
      ...video,
      video_url_visual: 'https://youtu.be/9bZkp7q19f0',
      video_url_sign: 'https://vimeo.com/76979871',
    },
  },
  parameters: { marketing: true },
};

/** Versions without consent: the choice still decides which video the link opens. */
export const WithVariantsWithoutConsent: Story = {
  args: { block: { ...video, video_url_sign: 'https://vimeo.com/76979871' } },
};

/** An address that is neither YouTube nor Vimeo. */
export const UnknownUrl: Story = {
  args: { block: { ...video, video_url: 'https://example.com/film.mp4' } },
  parameters: { marketing: true },
};

/** Only a video, no title, text or transcript. */
export const Minimal: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-minimal',
      name: 'video-full',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    }),
  },
  parameters: { marketing: true },
};

/** Long Swedish title and text wrap without breaking the layout. */
export const LongText: Story = {
  args: {
    block: {
      ...video,
      title:
        'Så kan arbetslaget tillsammans granska undervisningen utifrån ett jämställdhetsperspektiv under hela läsåret',
      html: '<p>Filmen visar hur ett arbetslag på en högstadieskola i Norrbotten systematiskt följde upp elevernas talutrymme, betygssättning och studieval, och hur resultaten användes i det fortsatta arbetet med likabehandlingsplanen.</p>',
    },
  },
};
