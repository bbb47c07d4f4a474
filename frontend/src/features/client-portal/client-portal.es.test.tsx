import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { clearClientSession, readClientToken } from '@/lib/client-session';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import {
  checkedBroker,
  clientAccount,
  renderClientPage,
  startClientSession,
  verifiedSession,
} from '@/testing/client-portal';
import { mockApi } from '@/testing/mock-api';
import { leftoverEnglish } from '@/testing/spanish-twins';

/*
 * The client login and portal as the Spanish build serves them (this file runs in the frontend-es
 * Jest project, which resolves every content module to its Spanish twin as the build does).
 */

/** English words in what the page's main content shows. */
const englishInMain = () => leftoverEnglish(screen.getByRole('main').textContent ?? '');

describe('the Spanish client portal', () => {
  beforeEach(() => {
    localStorage.clear();
    clearClientSession();
    resetRuntimeConfig();
  });

  it('asks for a sign-in link and answers in Spanish', async () => {
    const api = mockApi({
      'POST /api/client-auth/link': () => Response.json({ success: true }, { status: 202 }),
    });
    const { user } = await renderClientPage(paths.client.login);

    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'rosa@reyes-hauling.com');
    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace de acceso' }));

    const sent = await screen.findByRole('heading', { level: 3, name: 'Revise su correo' });
    expect(sent.parentElement).toHaveTextContent(
      'Si rosa@reyes-hauling.com pertenece a una cuenta de cliente, ya va en camino un enlace de acceso. Funciona una sola vez, durante 15 minutos.',
    );
    expect(api.requestsTo('POST /api/client-auth/link')[0]!.headers.get('Accept-Language')).toBe('es');
    expect(englishInMain()).toEqual([]);
  });

  it('says in Spanish that a used link does not work', async () => {
    mockApi({
      'POST /api/client-auth/verify': Response.json({ success: false, error: 'No.' }, { status: 401 }),
    });
    await renderClientPage(`${paths.client.login}?token=usado`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace de acceso ya no funciona: cada enlace sirve una sola vez, durante 15 minutos. Pida uno nuevo aquí abajo.',
    );
  });

  it('signs in from the link and opens the Spanish dashboard', async () => {
    mockApi({
      'POST /api/client-auth/verify': () => Response.json(verifiedSession()),
      'GET /api/client/account': Response.json(clientAccount()),
    });
    const { router } = await renderClientPage(`${paths.client.login}?token=enlace`);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.client.dashboard));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le damos la bienvenida de nuevo, Maria' }),
    ).toBeInTheDocument();
    expect(readClientToken()).not.toBeNull();
  });

  it('states the terms and the money at a glance in Spanish, amounts in dollars', async () => {
    startClientSession();
    mockApi({
      'GET /api/client/account': Response.json(
        clientAccount({ advancedOutstandingCents: 1_234_567, feesThisMonthCents: 4_205 }),
      ),
    });
    await renderClientPage(paths.client.dashboard);

    const company = await screen.findByRole('region', { name: 'Su compañía y sus condiciones' });
    expect(
      await within(company).findByText(
        'Le adelantamos el 90% de cada factura el mismo día en que la aprobamos; nuestra comisión es del 2% por cada 30 días hasta que su broker (el intermediario de carga) pague.',
      ),
    ).toBeInTheDocument();
    expect(company).toHaveTextContent(
      'Si un broker no ha pagado 90 días después de que financiamos una factura',
    );

    const money = screen.getByRole('region', { name: 'Su dinero de un vistazo' });
    const advanced = within(money).getByText('Adelantado, en espera de los brokers');
    expect(advanced.nextElementSibling).toHaveTextContent('$12,345.67');
    expect(advanced.parentElement).toHaveTextContent(
      'Los anticipos que le pagamos por facturas que sus brokers todavía no pagan.',
    );
    expect(within(money).getByText('Comisiones de este mes').nextElementSibling).toHaveTextContent('$42.05');
    expect(screen.getByRole('navigation', { name: 'Portal de clientes' })).toBeInTheDocument();
    expect(englishInMain()).toEqual([]);
  });

  it('checks a broker in Spanish', async () => {
    startClientSession();
    mockApi({
      'GET /api/client/brokers/123456': Response.json(
        checkedBroker({ decision: 'review', allowedToOperate: null, averageDaysToPay: null }),
      ),
    });
    const { user } = await renderClientPage(paths.client.brokers);

    await user.type(await screen.findByRole('textbox', { name: 'Número MC del broker' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Revisar broker' }));

    const answer = await screen.findByRole('article');
    expect(answer).toHaveTextContent(
      'Estamos revisando a este broker: envíe su factura y le confirmaremos antes de financiarla.',
    );
    expect(answer).toHaveTextContent('No pudimos revisar este dato con la FMCSA.');
    expect(answer).toHaveTextContent('Todavía no hay suficiente historial');
    expect(englishInMain()).toEqual([]);
  });

  it('asks a visitor without a session to log in, in Spanish', async () => {
    mockApi();
    await renderClientPage(paths.client.dashboard);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Por favor, inicie sesión' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al acceso de clientes' })).toHaveAttribute(
      'href',
      `/es${paths.client.login}`,
    );
  });
});
