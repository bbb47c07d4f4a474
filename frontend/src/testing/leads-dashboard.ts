import { screen } from '@testing-library/react';
import type { LeadStats } from '@trucking-finance/contracts';
import {
  applicationList,
  leadStats,
  quoteList,
  storedApplication,
  storedQuote,
} from '@trucking-finance/contracts/testing';
import { paths } from '@/config/paths';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

/** The three calls the leads dashboard makes on opening, as `mockApi` names them. */
export const QUOTES = 'GET /api/quotes';
export const APPLICATIONS = 'GET /api/fuel-card-applications';
export const STATS = 'GET /api/leads/stats';

/** One stored lead of each kind, as the dashboard tests list them. */
export const quote = storedQuote();
export const application = storedApplication();

/** The dashboard's three calls answered with `quote`, `application` and `stats`, plus any overrides. */
export function dashboardApi(overrides: Parameters<typeof mockApi>[0] = {}, stats: LeadStats = leadStats) {
  return mockApi({
    [STATS]: () => Response.json({ success: true, stats }),
    [QUOTES]: () => Response.json(quoteList([quote])),
    [APPLICATIONS]: () => Response.json(applicationList([application])),
    ...overrides,
  });
}

/** The query string of a request the dashboard made, as an object. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Opens the dashboard at `url` and waits for `quote`'s row. */
export async function openDashboard(url: string = paths.admin.quotes) {
  const view = await renderApp(url);
  await screen.findByRole('cell', { name: quote.companyName });
  return view;
}
