import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserSteps, HydrationStep, HydrationStepsContext, serverSteps } from './hydration-steps';

describe('hydration steps', () => {
  // Whether a step waits for its task is the site's Preact's business (React may try a thrown
  // promise's component again at once); the journeys' hydration test holds the page to it.
  it('draw every step, once, and settle when the last is drawn', async () => {
    const steps = browserSteps();
    let settled = false;
    void steps.settled().then(() => {
      settled = true;
    });
    render(
      <HydrationStepsContext.Provider value={steps}>
        <HydrationStep name="header">
          <p>Sidhuvud</p>
        </HydrationStep>
        <HydrationStep name="page">
          <HydrationStep name="block">
            <p>Block</p>
          </HydrationStep>
        </HydrationStep>
      </HydrationStepsContext.Provider>,
    );
    expect(await screen.findByText('Sidhuvud')).toBeInTheDocument();
    expect(await screen.findByText('Block')).toBeInTheDocument();
    await steps.settled();
    expect(settled).toBe(true);
    // After the first page, a step draws at once.
    expect(steps.pending('later')).toBe(false);
  });

  it('settle only after the work they hold (a lazy page’s code)', async () => {
    const steps = browserSteps();
    let loaded: () => void = () => {};
    const code = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    steps.hold(code);
    let settled = false;
    void steps.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    loaded();
    await steps.settled();
    expect(settled).toBe(true);
  });

  it('draw in the order they wait, however long one waits for its blocks’ code', async () => {
    let codeHere: () => void = () => {};
    const code = new Promise<void>((resolve) => {
      codeHere = resolve;
    });
    const steps = browserSteps({ page: code });
    const drawn: string[] = [];
    const waits = ['header', 'page', 'cookie-popup'].map((name) =>
      steps.wait(name).then(() => drawn.push(name)),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The popup drawn before the page would count its `useId`s before the page's blocks.
    expect(drawn).toEqual(['header']);
    // Drawn again meanwhile (its parent changed), a waiting step still waits, and waits once.
    expect(steps.pending('cookie-popup')).toBe(true);
    expect(steps.wait('cookie-popup')).toBe(steps.wait('cookie-popup'));
    codeHere();
    await Promise.all(waits);
    expect(drawn).toEqual(['header', 'page', 'cookie-popup']);
  });

  it('draw at once without steps, and wait once each on the server', async () => {
    render(
      <HydrationStep name="page">
        <p>Sida</p>
      </HydrationStep>,
    );
    expect(screen.getByText('Sida')).toBeInTheDocument();
    const steps = serverSteps();
    expect(steps.pending('page')).toBe(true);
    await steps.wait('page');
    expect(steps.pending('page')).toBe(false);
  });
});
