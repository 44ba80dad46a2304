import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsLink } from './settings-link';

describe('SettingsLink', () => {
  it('adds the new-window hint to an external link', () => {
    render(
      <SettingsLink href="https://example.se" external>
        Exempel
      </SettingsLink>,
    );
    const link = screen.getByRole('link', { name: 'Exempel (öppnas i nytt fönster)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('adds the hint to an aria_label that lacks it, and does not repeat one that has it', () => {
    render(
      <>
        <SettingsLink href="https://a.example.se" external ariaLabel="Läs om A">
          A
        </SettingsLink>
        <SettingsLink href="https://b.example.se" external ariaLabel="Läs om B (öppnas i ett nytt fönster)">
          B
        </SettingsLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Läs om A (öppnas i nytt fönster)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Läs om B (öppnas i ett nytt fönster)' })).toBeInTheDocument();
  });

  it('keeps internal links in the window, with the aria_label and the current mark', () => {
    render(
      <SettingsLink href="/om" ariaLabel="Om oss" current>
        Om
      </SettingsLink>,
    );
    const link = screen.getByRole('link', { name: 'Om oss' });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
