import { createContext, type ReactNode, Suspense, useContext } from 'react';

/**
 * How the first render of a page the server drew is cut into steps (issue 25). Taking over a
 * whole page in one task kept the main thread busy for 300–400 ms on Lighthouse's phone, which
 * a visitor feels as a page that does not answer. Each step waits once for a task of its own
 * and is then taken over, so the browser can handle input and paint between them.
 *
 * The server waits at the same steps (at once), so components mount in the same order on both
 * sides and `useId` gives the same ids (as lazy pages do, lazy-routes.ts).
 */
export interface HydrationSteps {
  /** Whether the step `name` has yet to wait. */
  pending(name: string): boolean;
  /** The wait of step `name`: a promise that resolves when it may be drawn. */
  wait(name: string): Promise<void>;
  /** Counts other work the first page waits for (a lazy page's code), so it settles after. */
  hold(work: Promise<unknown>): void;
  /** Resolves once every step has been taken over (the page's controls all respond). */
  settled(): Promise<void>;
}

export const HydrationStepsContext = createContext<HydrationSteps | null>(null);

/**
 * Steps for the browser's first page, taken over from the server or drawn alone: each waits
 * once, in the order they first wait, for the step before it, for a task of its own (a timeout)
 * and for what `before` names for it (the code of the
 * blocks the server drew, start.tsx; a failure is left to the step's own content). After the
 * first page has settled, nothing waits, so later pages draw at once.
 */
export function browserSteps(before: Readonly<Record<string, Promise<unknown>>> = {}): HydrationSteps {
  const waits = new Map<string, Promise<void>>();
  // Steps whose wait is over. Until then a step stays pending even when drawn again: a parent
  // that changes (the consent read from its cookie) draws a waiting step's content again, and
  // its `useId`s would count before those of the steps ahead of it.
  const drawn = new Set<string>();
  const held = new WeakSet<Promise<unknown>>();
  let outstanding = 0;
  let active = true;
  let previous = Promise.resolve();
  let settle: () => void = () => {};
  const settledPromise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  // In the task after a step is drawn, the steps it holds have started waiting.
  const checkSettled = () =>
    setTimeout(() => {
      if (outstanding === 0 && active) {
        active = false;
        settle();
      }
    });
  checkSettled();
  return {
    pending: (name) => active && !drawn.has(name),
    wait(name) {
      const waiting = waits.get(name);
      if (waiting) {
        return waiting;
      }
      outstanding += 1;
      const ahead = Object.hasOwn(before, name) ? before[name] : undefined;
      // In the server's order, each after the one before it has been drawn: `useId` counts in
      // the order components first render, so a cookie popup taken over while the page still
      // waited for its blocks' code got other ids than the server gave it (its dialog named by
      // an id no longer there).
      const step = previous
        .then(() => ahead?.catch(() => {}))
        .then(() => new Promise<void>((resolve) => setTimeout(resolve)))
        .then(() => {
          drawn.add(name);
          outstanding -= 1;
          checkSettled();
        });
      previous = step;
      waits.set(name, step);
      return step;
    },
    hold(work) {
      if (!active || held.has(work)) {
        return;
      }
      held.add(work);
      outstanding += 1;
      const done = () => {
        outstanding -= 1;
        checkSettled();
      };
      work.then(done, done);
    },
    settled: () => settledPromise,
  };
}

/** Steps for the server's render: each waits once, at once. */
export function serverSteps(): HydrationSteps {
  const waited = new Set<string>();
  return {
    pending: (name) => !waited.has(name),
    wait(name) {
      waited.add(name);
      return Promise.resolve();
    },
    hold: () => {},
    settled: () => Promise.resolve(),
  };
}

/**
 * A part of the first page drawn in a step of its own. Its content must be one element (and
 * parts without any): a step that waits keeps the server's element in place until it is taken
 * over. Without steps (tests, Storybook) it draws its content at once. It is a Suspense boundary
 * for good: `fallback` is what it shows while its content waits for code (a lazy page).
 */
export function HydrationStep({
  name,
  fallback = null,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <StepWait name={name}>{children}</StepWait>
    </Suspense>
  );
}

function StepWait({ name, children }: { name: string; children: ReactNode }) {
  const steps = useContext(HydrationStepsContext);
  if (steps?.pending(name)) {
    throw steps.wait(name);
  }
  return children;
}
