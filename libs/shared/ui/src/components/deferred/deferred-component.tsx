import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads apart from the kit's (see deferredComponent); `preload()` fetches it ahead. */
export type Deferred<C> = C & { preload: () => Promise<void> };

const preloaders: (() => Promise<void>)[] = [];

/**
 * A component whose code, with the libraries it needs (floating-ui, downshift), loads the first time one is rendered,
 * so pages that never show one (the public website) do not download it. Until then it renders nothing (or
 * `placeholder`); signed-in pages preload every deferred component when the session starts
 * (preloadDeferredComponents), so there it is normally there from the first render. One that only some visits open
 * (`withSession: false`, e.g. the date field's calendar) loads when first rendered, or when its caller preloads it.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode = () => null,
  { withSession = true }: { withSession?: boolean } = {},
): Deferred<(props: P) => ReactNode> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null; // the next render tries again
        throw error;
      },
    ));

  function DeferredComponent(props: P) {
    const [, setLoaded] = useState(Loaded !== null);
    useEffect(() => {
      if (Loaded) return undefined;
      let mounted = true;
      preload().then(
        () => mounted && setLoaded(true),
        (error: unknown) => console.error('A part of the page could not be loaded', error),
      );
      return () => {
        mounted = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : placeholder(props);
  }
  if (withSession) preloaders.push(preload);
  return Object.assign(DeferredComponent, { preload });
}

/** Fetches the code of every deferred component (the signed-in app calls it when the session starts). */
export async function preloadDeferredComponents(): Promise<void> {
  await Promise.all(preloaders.map((preload) => preload()));
}
