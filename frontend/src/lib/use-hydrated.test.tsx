import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'in the browser' : 'as prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML and while hydrating, so they match, and true once mounted', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('as prerendered');
    const recoverable = jest.fn();

    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });

    expect(container.textContent).toBe('in the browser');
    // A mismatch would have React throw the HTML away and render again, reported here.
    expect(recoverable).not.toHaveBeenCalled();
  });
});
