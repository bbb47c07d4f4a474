import { act, render, screen } from '@testing-library/react';
import { createToastQueue } from './toast-queue';
import { ToastProvider } from './toast-provider';
import { Toaster } from './toaster';

// Counts the loads of the Radix area, which no page's first load may include. Each test file has
// its own modules, so this one starts with the area not loaded.
let viewportLoads = 0;
jest.mock('./toast-viewport', () => {
  viewportLoads += 1;
  return jest.requireActual('./toast-viewport');
});

describe('Toaster on a page nobody has touched (Radix loads on demand)', () => {
  it('is the named, empty live area without Radix, which loads with the first toast', async () => {
    const queue = createToastQueue();
    render(
      <ToastProvider queue={queue}>
        <Toaster />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    // One polite live area, focusable by F8, and no list: toasts are messages, not list items.
    expect(region.querySelector('[aria-live="polite"]')).toHaveAttribute('tabindex', '-1');
    expect(region.querySelector('ol, ul, li')).toBeNull();
    expect(viewportLoads).toBe(0);

    await act(async () => void queue.show({ title: 'Authentication Required' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Authentication Required');
    expect(viewportLoads).toBe(1);
  });
});
