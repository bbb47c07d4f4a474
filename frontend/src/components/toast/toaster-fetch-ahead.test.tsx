import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createToastQueue } from './toast-queue';
import { ToastProvider } from './toast-provider';
import { loadToastViewport, Toaster } from './toaster';

// Counts the loads of the Radix area; this file starts with it not loaded.
let viewportLoads = 0;
jest.mock('./toast-viewport', () => {
  viewportLoads += 1;
  return jest.requireActual('./toast-viewport');
});

describe('Toaster fetching ahead', () => {
  it('focuses the empty area on F8, loads Radix on that first focus keeping it there, then shows a toast at once', async () => {
    const queue = createToastQueue();
    render(
      <ToastProvider queue={queue}>
        <Toaster />
      </ToastProvider>,
    );
    const notificationList = () =>
      screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('[aria-live="polite"]');
    expect(viewportLoads).toBe(0);

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(notificationList()).toHaveFocus();

    await waitFor(() => expect(viewportLoads).toBe(1));
    await act(() => loadToastViewport()); // the load the focus started, not a second one
    expect(viewportLoads).toBe(1);
    expect(notificationList()).toHaveFocus();
    expect(notificationList()).toBeEmptyDOMElement();

    // Offline by now, the page still has what it needs to say so.
    act(() => void queue.show({ title: 'Error', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
  });
});
