import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const TIMEOUT = { timeout: 10_000 };

describe('the accessibility statement’s generated part', () => {
  it('says how far the published content complies and when it was last checked, above the report form', async () => {
    renderApp('/tillganglighetsredogorelse');
    const status = await screen.findByRole('region', { name: 'Innehållets tillgänglighet' }, TIMEOUT);
    // The demo content passes every rule of the law (readability is a goal, not one of them).
    expect(within(status).getByText('helt förenlig')).toBeInTheDocument();
    expect(within(status).getByText(/^Senaste kontroll: \d{1,2} [a-zåäö]+ \d{4}\.$/)).toBeInTheDocument();
    const report = await screen.findByRole(
      'region',
      { name: 'Rapportera ett problem eller be om ett annat format' },
      TIMEOUT,
    );
    // The statement's part comes first in reading order.
    expect(status.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
