import { type FooterItem as FooterItemData, FooterItemSchema } from '@jamstalldhet/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLayout, renderSite, SLOW } from '../../../test/render-layout';
import { ConsentContext } from '../../consent/consent-context';
import { DefaultLayout } from '../default-layout';
import { emailHref, FooterItem, phoneHref } from './footer-item';

function item(fields: Record<string, unknown>): FooterItemData {
  return FooterItemSchema.parse(fields);
}

async function findFooter() {
  const footer = screen.getByRole('contentinfo');
  await within(footer).findByRole('heading', { level: 2, name: 'Webbutbildningar' }, SLOW);
  return footer;
}

describe('the footer with the demo settings', () => {
  it('shows the upper columns with titles as headings, the logo first, and link lists as lists', async () => {
    renderLayout('/');
    const footer = await findFooter();
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Webbutbildningar', 'Om Jämställdhetsmyndigheten', 'Kontakta oss']);
    expect(within(footer).getByRole('img', { name: 'Jämställdhetsmyndigheten' })).toBeInTheDocument();
    const lists = within(footer).getAllByRole('list');
    expect(
      within(lists[0] as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alla utbildningar', 'Om webbutbildningarna', 'Mina sidor', 'Skapa konto']);
  });

  it('renders text, phone, e-mail, external links and sanitized html', async () => {
    renderLayout('/');
    const footer = await findFooter();
    expect(
      within(footer).getByText(/arbetar för att de jämställdhetspolitiska målen ska nås/),
    ).toBeInTheDocument();
    expect(within(footer).getAllByRole('link', { name: 'Ring oss på 010-123 45 00' })[0]).toHaveAttribute(
      'href',
      'tel:+46101234500',
    );
    expect(
      within(footer).getAllByRole('link', {
        name: 'Skicka e-post till webbutbildning@jamstalldhetsmyndigheten.se',
      })[0],
    ).toHaveAttribute('href', 'mailto:webbutbildning@jamstalldhetsmyndigheten.se');
    const external = within(footer).getByRole('link', {
      name: 'Läs mer på jamstalldhetsmyndigheten.se (öppnas i ett nytt fönster)',
    });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText(/Du får gärna använda och dela/)).toBeInTheDocument();
  });

  it('opens the cookie settings from the cookie-settings link instead of navigating', async () => {
    const user = userEvent.setup();
    const openSettings = vi.fn();
    const consent = { consent: { statistical: false, marketing: false }, chosen: true, openSettings };
    const { location } = renderSite(
      '/',
      <ConsentContext.Provider value={consent}>
        <DefaultLayout>
          <h1>Testsida</h1>
        </DefaultLayout>
      </ConsentContext.Provider>,
    );
    const footer = await findFooter();
    await user.click(
      within(footer).getByRole('button', { name: 'Kakinställningar – ändra dina val om kakor' }),
    );
    expect(openSettings).toHaveBeenCalledTimes(1);
    expect(location.history).toEqual(['/']);
    // The ordinary "Om kakor" link to the same page stays a link.
    expect(within(footer).getByRole('link', { name: 'Om kakor' })).toHaveAttribute('href', '/om-kakor');
  });
});

describe('FooterItem', () => {
  it('strips scripts and handlers from html items', () => {
    const { container } = render(
      <FooterItem
        item={item({ type: 'html', text: '<p onclick="steal()">Hej<script>steal()</script></p>' })}
      />,
    );
    expect(screen.getByText('Hej')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });

  it('builds tel: and mailto: addresses from the text when no address is given', () => {
    expect(phoneHref(item({ type: 'phone', text: 'Telefon: 010-123 45 00' }))).toBe('tel:0101234500');
    expect(phoneHref(item({ type: 'phone', text: 'x', url: 'tel:+46101234500' }))).toBe('tel:+46101234500');
    expect(emailHref(item({ type: 'email', text: ' info@example.se ' }))).toBe('mailto:info@example.se');
    expect(emailHref(item({ type: 'email', text: 'x', url: 'mailto:a@example.se' }))).toBe(
      'mailto:a@example.se',
    );
  });

  it('recognises the cookie-settings class among others', () => {
    render(
      <FooterItem
        item={item({ type: 'link', text: 'Kakor', url: '/om-kakor', class: 'small cookie-settings' })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Kakor' })).toBeInTheDocument();
  });
});
