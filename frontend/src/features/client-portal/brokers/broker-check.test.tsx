import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { clearClientSession, readClientToken } from '@/lib/client-session';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { startAdminSession, TEST_ADMIN_TOKEN } from '@/testing/admin-session';
import {
  bearerOf,
  checkedBroker,
  renderClientPage,
  startClientSession,
  TEST_CLIENT_TOKEN,
} from '@/testing/client-portal';
import { mockApi } from '@/testing/mock-api';

const BROKER = 'GET /api/client/brokers/123456';

const mcField = () => screen.getByRole('textbox', { name: 'Broker MC number' });
const checkButton = () => screen.getByRole('button', { name: 'Check Broker' });
const answer = () => screen.getByRole('article');

/** What the answer says for one fact, by its question. */
const fact = (term: string) =>
  within(answer()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function checkBroker(typed: string, answers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(answers);
  const view = await renderClientPage(paths.client.brokers);
  const field = await screen.findByRole('textbox', { name: 'Broker MC number' });
  if (typed) await view.user.type(field, typed);
  await view.user.click(checkButton());
  return { api, ...view };
}

describe('broker check', () => {
  beforeEach(() => {
    localStorage.clear();
    clearClientSession();
    resetRuntimeConfig();
    startClientSession();
  });

  it('asks for the MC number and refuses anything but 1 to 8 digits, without asking the server', async () => {
    const { api, user } = await checkBroker('', {});
    expect(mcField()).toHaveAccessibleDescription(
      expect.stringContaining("Please enter the broker's MC number"),
    );
    expect(mcField()).toHaveFocus();

    await user.type(mcField(), '12AB56');
    await user.click(checkButton());
    expect(mcField()).toHaveAccessibleDescription(
      expect.stringContaining('An MC number is 1 to 8 digits, for example 123456.'),
    );
    await user.clear(mcField());
    await user.type(mcField(), '123456789');
    await user.click(checkButton());
    expect(mcField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.all.filter((request) => request.url.includes('/api/client/'))).toHaveLength(0);
    expect(mcField()).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows an approved broker: its name, that we buy its invoices, FMCSA authority and days to pay', async () => {
    startAdminSession();
    startClientSession();
    const { api } = await checkBroker('MC-0123456', {
      [BROKER]: Response.json(checkedBroker()),
    });

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Broker with MC number 123456' }),
    ).toBeInTheDocument();
    expect(fact('Name')).toBe('Front Range Logistics LLC');
    expect(fact('Do we buy their invoices?')).toBe("We buy this broker's invoices.");
    expect(fact('Allowed to operate')).toBe('Yes: FMCSA lets this broker operate.');
    expect(fact('Average days to pay')).toBe('34 days');
    // The typed prefix and leading zero are not sent; the client's token is, and only it.
    const [request] = api.requestsTo(BROKER);
    expect(bearerOf(request!)).toBe(TEST_CLIENT_TOKEN);
    expect(bearerOf(request!)).not.toBe(TEST_ADMIN_TOKEN);
  });

  it('says plainly when a broker is in review, unknown to FMCSA and without history', async () => {
    await checkBroker('123456', {
      [BROKER]: Response.json(
        checkedBroker({ name: null, decision: 'review', allowedToOperate: null, averageDaysToPay: null }),
      ),
    });

    await screen.findByRole('article');
    expect(fact('Name')).toBe('FMCSA has no name on file for this MC number.');
    expect(fact('Do we buy their invoices?')).toBe(
      "We're checking this broker: submit and we'll confirm before funding.",
    );
    expect(fact('Allowed to operate')).toBe('We could not check this with FMCSA.');
    expect(fact('Average days to pay')).toBe('Not enough history yet');
  });

  it('says plainly when we cannot buy a broker, or FMCSA does not let it operate, and never shows a credit limit', async () => {
    await checkBroker('123456', {
      // Were the server ever to send more, the page shows only what the check is for.
      [BROKER]: Response.json({
        ...checkedBroker({ decision: 'declined', allowedToOperate: false, averageDaysToPay: 1 }),
        creditLimitCents: 5_000_000,
      }),
    });

    await screen.findByRole('article');
    expect(fact('Do we buy their invoices?')).toBe("We can't buy this broker's invoices.");
    expect(fact('Allowed to operate')).toBe('No: FMCSA does not let this broker operate right now.');
    expect(fact('Average days to pay')).toBe('1 day');
    expect(answer()).not.toHaveTextContent(/credit|limit|50,000/i);
  });

  it('announces the check while it runs, then the answer', async () => {
    let release!: () => void;
    await checkBroker('123456', {
      [BROKER]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(Response.json(checkedBroker()));
        }),
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Checking...');
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    [
      503,
      'FMCSA is not answering right now, so we could not check this broker. Please try again in a few minutes.',
    ],
    [429, 'Too many checks. Please wait a minute and try again.'],
    [400, 'That MC number was not accepted. Please check it and try again.'],
    [500, 'We could not check this broker just now. Please try again in a moment.'],
  ])('says what happened when the check answers %i', async (status, sentence) => {
    await checkBroker('123456', {
      [BROKER]: Response.json({ success: false, error: 'No.' }, { status }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(readClientToken()).toBe(TEST_CLIENT_TOKEN);
  });

  it('ends the session when the server refuses the token', async () => {
    await checkBroker('123456', {
      [BROKER]: Response.json({ success: false, error: 'Session ended.' }, { status: 401 }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended.');
    await waitFor(() => expect(readClientToken()).toBeNull());
  });
});
