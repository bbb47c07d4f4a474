import { act, fireEvent, render, screen } from '@testing-library/react';
import { createToastQueue } from './toast-queue';
import { ToastProvider } from './toast-provider';
import { loadToastViewport, Toaster } from './toaster';

// jsdom has no PointerEvent nor pointer capture; this one carries the coordinates a browser's does.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
beforeAll(async () => {
  globalThis.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  // The area's code loads with the first toast (toaster-loading.test.tsx); here it is in already.
  await loadToastViewport();
});

function renderToaster() {
  const queue = createToastQueue();
  const tree = () => (
    <ToastProvider queue={queue}>
      <Toaster />
    </ToastProvider>
  );
  const { rerender } = render(tree());
  const show = (title: string, variant: 'default' | 'destructive' = 'default') =>
    act(async () => void queue.show({ title, description: `${title} details`, variant }));
  return { queue, show, rerenderPage: () => rerender(tree()) };
}

describe('Toaster (docs/product.md#toasts)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time in a live region, the newest replacing the last', async () => {
    const { show } = renderToaster();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();

    await show('Quote Request Submitted!');
    await show('Error', 'destructive');

    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorError details');
    expect(screen.queryByText('Quote Request Submitted!')).not.toBeInTheDocument();
    // A toast is a message, not a list item: axe's list rules have nothing to object to.
    expect(region.querySelector('ol, ul, li')).toBeNull();
  });

  it('closes a toast after 5 seconds, and not before', async () => {
    const { show } = renderToaster();
    await show('Quote Request Submitted!');

    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByRole('status')).toHaveTextContent('Quote Request Submitted!');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('keeps its 5 seconds when the page around it renders again (a navigation)', async () => {
    const { show, rerenderPage } = renderToaster();
    await show('Quote Request Submitted!');

    act(() => jest.advanceTimersByTime(3_000));
    rerenderPage();
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('moves keyboard focus to the notification area on F8', () => {
    renderToaster();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(
      screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('[aria-live="polite"]'),
    ).toHaveFocus();
  });

  it('moves keyboard focus to the notification area on F8 while a toast shows', async () => {
    const { show } = renderToaster();
    await show('Quote Request Submitted!');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(
      screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('[aria-live="polite"]'),
    ).toHaveFocus();
  });

  it('is dismissed by a swipe past 50 px, and stays after a shorter one', async () => {
    const { show } = renderToaster();
    await show('Fuel Card Application Submitted!');
    const toast = screen.getByTestId('toast');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByTestId('toast')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { show } = renderToaster();
    await show('Team member added successfully');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
