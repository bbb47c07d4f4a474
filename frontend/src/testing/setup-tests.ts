import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s (the library's 1 s default): an admin page that fetches twice
// and renders an antd table can take over a second on a CI machine busy with other test workers.
// A passing test waits only as long as it must.
configure({ asyncUtilTimeout: 5_000 });

// A test that forgets to stub the network fails instead of reaching out; stub with jest.spyOn.
globalThis.fetch = () => Promise.reject(new Error('Unexpected fetch in a test: stub globalThis.fetch'));

// jsdom has <dialog> but none of its methods. Only what the components call: showModal() opens it
// and focuses its first control, close() closes it, gives focus back and fires `close`. The modal
// part (the page behind inert, Tab kept inside, Escape) is the browser's; e2e/site.browser.ts
// proves it in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    openers.set(this, document.activeElement);
    this.open = true;
    this.querySelector<HTMLElement>('a[href], button:not([disabled]), input, select, textarea')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    (openers.get(this) as HTMLElement | null | undefined)?.focus();
    this.dispatchEvent(new Event('close'));
  };
}

// antd (the admin area) under jsdom: rc-component schedules work with MessageChannel, and reads
// scrollbar styles with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom refuses.
// Timers, so jest's fake timers drive it too.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other?: TimerMessagePort;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
}
if (typeof window !== 'undefined') {
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
    getComputedStyle(element, pseudoElement ? undefined : pseudoElement);
  // antd measures text areas and tabs with ResizeObserver; jsdom lays nothing out, so nothing resizes.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // antd's responsive helpers ask for media queries: a test page is a wide screen that matches none.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd writes its CSS-in-JS into <style> tags, and jsdom then matches every rule against every
// element a role query looks at: a hundred times slower. Tests run without stylesheets anyway (CSS
// modules are stubbed), so antd renders as on a server here: styles computed, none injected.
jest.mock('@ant-design/cssinjs/lib/util/index', () => ({
  ...jest.requireActual('@ant-design/cssinjs/lib/util/index'),
  isClientSide: false,
}));
