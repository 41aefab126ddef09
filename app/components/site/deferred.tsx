import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
} from "react";

/** Set once the page's first hydration has committed: later mounts come from navigations. */
let pageHydrated = false;

export type DeferredCode<P> = {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Lets the code load. */
  release: () => void;
};

/**
 * Keeps a heavy interactive component (a form with its validation library) out of the page's
 * first load. The server renders it as usual, so the visitor sees it, and without JavaScript it
 * still works as a plain form. In the browser its code is fetched only when it comes within
 * reach of the viewport or the visitor points at or focuses it; until then React leaves the
 * server's HTML in place and hydrates it once the code arrives (nothing may re-render the
 * boundary meanwhile, or React would replace that HTML; should it happen, the code is fetched
 * at once to fill the gap). After a client-side navigation the fallback shows until the same
 * triggers fetch the code.
 *
 * A form submitted anywhere on the page fetches the code of every deferred section too: its
 * result changes the router's state, which React must pass through every boundary still
 * waiting for hydration, and it holds the whole update (the form's feedback included) until
 * each of them has hydrated. A section far from the form would otherwise never load, and the
 * visitor would never see the result of what they sent.
 */
export function deferUntilNeeded<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredCode<P> {
  let release = () => {};
  const gate =
    typeof window === "undefined"
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          release = resolve;
        });
  const Component = lazy(async () => {
    await gate;
    return { default: await load() };
  });
  return { Component, release: () => release() };
}

/** Renders deferred code (see deferUntilNeeded) with `props`, wrapped in a watched element. */
export function Deferred<P extends object>({
  code,
  props,
  wrapperClassName,
  fallback = null,
}: {
  code: DeferredCode<P>;
  props: P;
  wrapperClassName?: string;
  /** Shown after a client-side navigation until the code arrives. */
  fallback?: ReactNode;
}) {
  const { Component, release } = code;
  // Rendered from the server's HTML (not after a client-side navigation): if React ever shows
  // the fallback here, it has thrown that HTML away (an update reached the boundary before it
  // could hydrate), and the visitor is looking at a hole where the content was.
  const fromServer = useRef(!pageHydrated);
  const wrapper = useRef<HTMLDivElement>(null);
  const hydrated = useRef(false);
  const pendingClick = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    pageHydrated = true;
    const element = wrapper.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    // While the boundary waits for its code, React stops events from inside it at the document
    // (it cannot dispatch them yet), so these listeners sit on the window, which sees them first.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const wake = (event: Event) => {
      if (inside(event)) release();
    };
    // A click on a script-driven button (a dialog trigger, a carousel step) before the section
    // is live is kept from React and repeated once it is: React drops a click that lands while
    // it is still hydrating the section, without handling it or stopping it. Links, fields and
    // submit buttons keep their native behaviour, which works without JavaScript.
    const holdClick = (event: MouseEvent) => {
      if (hydrated.current || !inside(event)) return;
      release();
      const button = (event.target as Element).closest("button");
      if (!button || button.type === "submit") return;
      event.stopPropagation();
      pendingClick.current = button;
    };
    const wakeEvents = ["pointerdown", "focusin", "touchstart", "keydown"] as const;
    for (const name of wakeEvents) window.addEventListener(name, wake, true);
    window.addEventListener("submit", release, true);
    window.addEventListener("click", holdClick, true);
    element.addEventListener("pointerenter", release);
    return () => {
      observer.disconnect();
      for (const name of wakeEvents) window.removeEventListener(name, wake, true);
      window.removeEventListener("submit", release, true);
      window.removeEventListener("click", holdClick, true);
      element.removeEventListener("pointerenter", release);
    };
  }, [release]);

  const onLive = useCallback(() => {
    hydrated.current = true;
    // After the current event, if any, has finished its dispatch.
    window.setTimeout(() => {
      const button = pendingClick.current;
      pendingClick.current = null;
      if (button?.isConnected) button.click();
    }, 0);
  }, []);

  return (
    <div ref={wrapper} className={wrapperClassName}>
      <Suspense
        fallback={
          <WhenShown onShown={fromServer.current ? release : undefined}>{fallback}</WhenShown>
        }
      >
        <Component {...props} />
        <WhenLive onLive={onLive} />
      </Suspense>
    </div>
  );
}

/** Calls `onLive` once its Suspense boundary has been hydrated or rendered. */
function WhenLive({ onLive }: { onLive: () => void }) {
  useEffect(() => onLive(), [onLive]);
  return null;
}

/** Renders its children and calls `onShown`, if any, once they are on screen. */
function WhenShown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useEffect(() => onShown?.(), [onShown]);
  return <>{children}</>;
}
