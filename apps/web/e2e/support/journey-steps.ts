import { afterEach, beforeEach } from 'vitest';

/**
 * For a journey whose steps build on each other (call it inside its `describe`): once a step
 * fails, the later ones are skipped instead of failing one by one at their time limits, so
 * the report points at the step that broke and the run does not lose minutes.
 */
export function stopAfterFirstFailure(): void {
  let broken: string | null = null;
  beforeEach((context) => {
    if (broken) {
      context.skip(`an earlier step failed: ${broken}`);
    }
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') {
      broken ??= context.task.name;
    }
  });
}
