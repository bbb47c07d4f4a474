import { act, screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { clearClientSession, storeClientSession } from '@/lib/client-session';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const seconds = (duration: string) => {
  const [minutes, rest] = duration.split(':').map(Number);
  return minutes * 60 + rest;
};

/** The Resources page, and the Video Tutorials card with its panel. */
async function renderResources() {
  const view = await renderApp(paths.resources);
  // The layout's runtime settings arrive first, so later updates come from the test's own steps.
  await act(() => loadRuntimeConfig());
  const toggle = screen.getByRole('button', { name: 'Video Tutorials' });
  const panel = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
  return { ...view, toggle, panel };
}

async function openVideoTutorials() {
  const view = await renderResources();
  await view.user.click(view.toggle);
  return view;
}

const cardOf = (panel: HTMLElement, title: string) =>
  within(panel).getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('video tutorials', () => {
  beforeEach(() => {
    clearClientSession();
    mockApi();
  });
  afterEach(() => clearClientSession());

  it('are in the page HTML before the panel opens', async () => {
    const { panel } = await renderResources();

    expect(panel).not.toBeVisible();
    expect(within(panel).getAllByRole('heading', { level: 4, hidden: true })).toHaveLength(6);
  });

  it('shows six tutorials for existing clients, 4:45 to 9:10 long, with placeholder thumbnails', async () => {
    const { panel } = await openVideoTutorials();

    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(within(panel).getAllByText('Existing Clients Only')).toHaveLength(6);

    const durations = cards.map((card) => card.querySelector('time')?.textContent ?? '');
    expect(durations).toEqual(expect.arrayContaining(['4:45', '9:10']));
    for (const duration of durations) {
      expect(seconds(duration)).toBeGreaterThanOrEqual(seconds('4:45'));
      expect(seconds(duration)).toBeLessThanOrEqual(seconds('9:10'));
    }
    expect(
      within(cardOf(panel, 'Using the mobile app to upload rate confirmations and BOLs')).getByText('4:45'),
    ).toHaveAttribute('datetime', 'PT4M45S');

    const thumbnails = cards.map((card) => card.querySelector('img') as HTMLImageElement);
    for (const thumbnail of thumbnails) {
      expect(thumbnail.getAttribute('src')).toMatch(/^\/api\/placeholder\/\d+\/\d+$/);
      const [, , , width, height] = (thumbnail.getAttribute('src') as string).split('/');
      expect(thumbnail).toHaveAttribute('width', width);
      expect(thumbnail).toHaveAttribute('height', height);
      expect(thumbnail).toHaveAttribute('alt');
    }
    expect(cards.filter((card) => card.classList.contains('featured')).length).toBeGreaterThan(0);
    expect(cards.filter((card) => !card.classList.contains('featured')).length).toBeGreaterThan(0);
  });

  it('tells a visitor without a client session that tutorials are for clients, with a link to log in', async () => {
    const { panel, user } = await openVideoTutorials();
    const card = cardOf(panel, 'Reading your funding and reserve report');
    // jsdom's name computation puts a space before the visually hidden title; browsers do not.
    const watch = within(card).getByRole('button', {
      name: /^Watch ?: Reading your funding and reserve report$/,
    });
    const status = within(card).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(watch);

    expect(status).toHaveTextContent(
      '“Reading your funding and reserve report” is for existing clients only. Log in to the client portal to watch it.',
    );
    expect(within(status).getByRole('link', { name: 'Client Login' })).toHaveAttribute(
      'href',
      paths.client.login,
    );
    expect(within(status).getByRole('link', { name: 'Get a free quote' })).toHaveAttribute(
      'href',
      paths.getQuote,
    );
    expect(watch).toHaveAccessibleDescription(expect.stringContaining('is for existing clients only'));
    // Only the card whose Watch was pressed says anything.
    expect(
      within(panel)
        .getAllByRole('status')
        .filter((region) => region.textContent !== ''),
    ).toEqual([status]);
  });

  it('tells a logged-in client that the tutorial plays in the client portal', async () => {
    storeClientSession('client-token', null);
    const { panel, user } = await openVideoTutorials();
    const card = cardOf(panel, 'Setting up fuel card purchase controls');

    await user.click(within(card).getByRole('button', { name: /^Watch/ }));

    const status = within(card).getByRole('status');
    expect(status).toHaveTextContent('This tutorial plays in the client portal');
    expect(status).not.toHaveTextContent('existing clients only');
    expect(within(status).getByRole('link', { name: 'Go to Client Dashboard' })).toHaveAttribute(
      'href',
      paths.client.dashboard,
    );
  });

  it('reads the session when Watch is pressed, not when the page rendered', async () => {
    const { panel, user } = await openVideoTutorials();
    storeClientSession('client-token', null);
    const card = cardOf(panel, 'Adding a new customer for credit approval');

    await user.click(within(card).getByRole('button', { name: /^Watch/ }));

    expect(within(card).getByRole('status')).toHaveTextContent('This tutorial plays in the client portal');
  });
});
