import type { CertificateRequest } from '@jamstalldhet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { storyEducation } from '../education-presentation/story-education';
import { EducationCertificate } from './education-certificate';

const requestCertificate = fn(async (_educationId: number, _request: CertificateRequest) => {});
const failingCertificate = fn(async (_educationId: number, _request: CertificateRequest) => {
  throw Object.assign(new Error('Certifikattjänsten är tillfälligt otillgänglig.'), { statusCode: 503 });
});
// Never answers, to show the sending state.
const pendingCertificate = fn(
  (_educationId: number, _request: CertificateRequest) => new Promise<void>(() => {}),
);

const meta = {
  title: 'Utbildning/Certifikat (education-certificate)/Interaktion',
  component: EducationCertificate,
  tags: ['!autodocs'],
  args: {
    block: makeBlock({
      block_id: 'play-certificate',
      name: 'education-certificate',
      title: 'Få ditt certifikat',
    }),
  },
} satisfies Meta<typeof EducationCertificate>;

export default meta;
type Story = StoryObj<typeof meta>;

const education = storyEducation();

/** Keyboard only: an empty submit moves focus to the first error; a fixed form is sent. */
export const ValidateAndSend: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider education={education} certificateToken="token-1" api={{ requestCertificate }}>
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    requestCertificate.mockClear();
    const name = canvas.getByRole('textbox', { name: 'För- och efternamn' });
    const email = canvas.getByRole('textbox', { name: 'E-postadress' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('amina@example');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Fel: Skriv ditt för- och efternamn.');
    await expect(email).toHaveAccessibleDescription('Fel: Skriv e-postadressen i formen namn@exempel.se.');
    await expect(requestCertificate).not.toHaveBeenCalled();
    await userEvent.keyboard('Amina Svensson');
    await userEvent.tab();
    // Tabbing into a field selects its text; End keeps what is there.
    await userEvent.keyboard('{End}.se{Enter}');
    await expect(requestCertificate).toHaveBeenCalledWith(12, {
      token: 'token-1',
      fullname: 'Amina Svensson',
      email: 'amina@example.se',
    });
    await expect(await canvas.findByText('Certifikatet är skickat till amina@example.se.')).toHaveFocus();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** While sending: the button is disabled and the status says so. */
export const Sending: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider
        education={education}
        certificateToken="token-1"
        api={{ requestCertificate: pendingCertificate }}
      >
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'För- och efternamn' }), 'Amina Svensson');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-postadress' }), 'amina@example.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka certifikatet' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Skickar …');
    await expect(canvas.getByRole('button', { name: 'Skicka certifikatet' })).toBeDisabled();
  },
};

/** A server error is announced; what was typed stays. */
export const ServerError: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider
        education={education}
        certificateToken="token-1"
        api={{ requestCertificate: failingCertificate }}
      >
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'För- och efternamn' }), 'Amina Svensson');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-postadress' }), 'amina@example.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka certifikatet' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Certifikatet kunde inte skickas. Certifikattjänsten är tillfälligt otillgänglig.',
    );
    await expect(canvas.getByRole('textbox', { name: 'För- och efternamn' })).toHaveValue('Amina Svensson');
    await expect(canvas.getByRole('button', { name: 'Skicka certifikatet' })).toHaveFocus();
  },
};
