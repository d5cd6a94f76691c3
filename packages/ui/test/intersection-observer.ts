import { vi } from 'vitest';

/** A controllable IntersectionObserver for jsdom, which has none. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Installs the fake; returns a function that reports every observed target in or out of view. */
export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    live: () => FakeIntersectionObserver.instances.filter((o) => !o.disconnected),
    setVisible(isIntersecting: boolean) {
      for (const o of FakeIntersectionObserver.instances.filter((i) => !i.disconnected)) {
        const entries = [...o.targets].map(
          (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
        );
        if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
      }
    },
  };
}
