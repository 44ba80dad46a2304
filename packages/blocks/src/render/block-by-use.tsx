import type { ComponentType } from 'react';
import type { BlockComponent, BlockProps } from '../parts/block-props';

/** A component whose code is loaded when it is first shown, and can be loaded ahead. */
export type ByUse<Props> = ComponentType<Props> & {
  /** Loads the component's code once; resolves when it renders at once. */
  load(): Promise<void>;
};

/** A block component whose code is loaded when it is first shown, and can be loaded ahead. */
export type BlockByUse = BlockComponent & ByUse<BlockProps>;

/**
 * A component whose code arrives with its first use (issues 25, 39: a page loads the code of the
 * blocks it shows, not of all thirty; a course host, the code of the step it shows). Rendered
 * before its code is here, it suspends, so the nearest Suspense boundary keeps what it showed;
 * rendered after `load()` resolved, it renders at once. React's and Preact's `lazy` suspend on
 * every first render, even when the code is already here, and a taken-over page must not: hence
 * this small one of our own.
 */
export function byUse<Props extends object>(load: () => Promise<ComponentType<Props>>): ByUse<Props> {
  let component: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        // A failed download (a new build replaced the chunk, the network dropped) may be tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component, at module level
  function ByUseComponent(props: Props) {
    if (!component) {
      throw loadOnce();
    }
    const Loaded = component;
    return <Loaded {...props} />;
  }
  return Object.assign(ByUseComponent, { load: loadOnce });
}

/** A block whose code arrives with its first use (`byUse`). */
export function blockByUse(load: () => Promise<BlockComponent>): BlockByUse {
  return byUse<BlockProps>(load);
}
