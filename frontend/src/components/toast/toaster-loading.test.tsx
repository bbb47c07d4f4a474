import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { toastShown, toastSlice } from './toast-slice';
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
    const store = configureStore({ reducer: { [toastSlice.name]: toastSlice.reducer } });
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    // One polite live area, focusable by F8, and no list: toasts are messages, not list items.
    expect(region.querySelector('[aria-live="polite"]')).toHaveAttribute('tabindex', '-1');
    expect(region.querySelector('ol, ul, li')).toBeNull();
    expect(viewportLoads).toBe(0);

    await act(async () => void store.dispatch(toastShown({ title: 'Authentication Required' })));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Authentication Required');
    expect(viewportLoads).toBe(1);
  });
});
