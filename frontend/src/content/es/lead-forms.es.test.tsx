import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { loadRuntimeConfig, resetRuntimeConfig } from '@/lib/runtime-config';
import {
  closeLeadFormPage,
  openLeadFormPage,
  quoteCreated,
  typedApplication,
  typedQuote,
} from '@/testing/lead-forms';
import { mockApi, testRuntimeConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { leftoverEnglish } from '@/testing/spanish-twins';

/*
 * The lead forms as the Spanish build serves them (this file runs in the frontend-es Jest project,
 * which resolves every content and copy module to its Spanish twin as the build does). Every word
 * the forms show, in their text and their accessible names, comes from those twins: what is left
 * in English was written in a component. Only the forms, their confirmation, toasts and estimate
 * are checked; the page around them has its own tests.
 */

/** English words in what an element shows or names: its text, and its labels and alternatives. */
function englishIn(element: Element): string[] {
  const named = [element, ...element.querySelectorAll('*')].flatMap((node) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => node.getAttribute(name) ?? ''),
  );
  return leftoverEnglish([element.textContent ?? '', ...named].join('\n'));
}

const quoteForm = () => screen.getByRole('region', { name: 'Solicite su cotización' });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function fillQuote(user: Awaited<ReturnType<typeof openLeadFormPage>>['user']) {
  await user.type(textbox('Nombre de la compañía'), typedQuote.companyName);
  await user.type(textbox('Nombre de contacto'), typedQuote.contactName);
  await user.type(textbox('Correo electrónico'), typedQuote.email);
  await user.type(textbox('Número de teléfono'), typedQuote.phone);
  await user.type(textbox('Número MC'), typedQuote.mcNumber);
  await user.type(textbox('Número DOT'), typedQuote.dotNumber);
  await user.selectOptions(combobox('Ingresos mensuales'), typedQuote.monthlyRevenue);
  await user.selectOptions(combobox('Tipo de negocio'), typedQuote.businessType);
  await user.selectOptions(combobox('Años en el negocio'), typedQuote.yearsInBusiness);
  await user.type(screen.getByRole('spinbutton', { name: 'Número de camiones' }), typedQuote.numberOfTrucks);
  await user.selectOptions(combobox('Servicios que le interesan'), typedQuote.servicesInterested);
  await user.type(textbox('Comentarios'), typedQuote.comments);
  await user.click(
    screen.getByRole('checkbox', { name: /^Acepto recibir comunicaciones de Summit Freight Capital/ }),
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetRuntimeConfig();
});

describe('the Spanish quote form', () => {
  afterEach(closeLeadFormPage);

  it('shows its fields, choices, hints and terms in Spanish', async () => {
    await openLeadFormPage(`${paths.getQuote}?service=fuel-card&tier=fleet`, 'Solicite su cotización', {});

    expect(englishIn(quoteForm())).toEqual([]);
    expect(within(combobox('Tipo de negocio')).getAllByRole('option')[0]).toHaveTextContent(
      'Seleccione una opción',
    );
    expect(combobox('Servicios que le interesan')).toHaveDisplayValue(
      'Programa de tarjeta de combustible para flotillas',
    );
    expect(textbox('Comentarios')).toHaveValue(
      'Me interesa el programa de tarjeta de combustible para flotillas.',
    );
    expect(within(quoteForm()).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      `/es${paths.legal.privacyPolicy}`,
    );
  });

  it('names each missing field in Spanish', async () => {
    const { user } = await openLeadFormPage(paths.getQuote, 'Solicite su cotización', {});
    await user.click(screen.getByRole('checkbox', { name: /^Acepto recibir/ }));
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }));

    await waitFor(() => expect(textbox('Nombre de la compañía')).toHaveFocus());
    expect(textbox('Nombre de la compañía')).toHaveAccessibleDescription('Escriba el nombre de su compañía.');
    expect(combobox('Ingresos mensuales')).toHaveAccessibleDescription('Seleccione sus ingresos mensuales.');
    expect(englishIn(quoteForm())).toEqual([]);
  });

  it('confirms in Spanish: the toast, the lasting confirmation with the call time, and the estimate', async () => {
    const { user } = await openLeadFormPage(paths.getQuote, 'Solicite su cotización', {
      'POST /api/quotes': quoteCreated(),
    });
    // Tuesday 2026-11-17, 10:15 AM in Denver (MST): inside business hours.
    jest.setSystemTime(new Date('2026-11-17T17:15:00Z'));
    await fillQuote(user);
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }));

    expect(await screen.findByRole('button', { name: '¡Cotización enviada!' })).toBeDisabled();
    const toasts = screen.getByRole('region', { name: 'Notificaciones (F8)' });
    expect(within(toasts).getByRole('status')).toHaveTextContent(
      '¡Solicitud de cotización enviada!Nos comunicaremos con usted en menos de 1 hora en horario de oficina. Código de referencia: 3f2a9c1e',
    );
    expect(within(toasts).getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
    expect(englishIn(toasts)).toEqual([]);

    const panel = screen.getByRole('region', { name: 'Recibimos su solicitud de cotización' });
    expect(panel).toHaveTextContent('Código de referencia: 3f2a9c1e');
    expect(panel).toHaveTextContent(/Le llamaremos hoy a más tardar a las 11:15\sa\.\sm\. MST\./);
    expect(within(panel).getByRole('link', { name: 'Llame al (801) 555-0199' })).toBeInTheDocument();
    expect(englishIn(panel)).toEqual([]);

    const estimate = screen.getByRole('region', { name: 'Su estimación al instante' });
    expect(within(estimate).getByText('Comisión estimada por factura').nextElementSibling).toHaveTextContent(
      'Del 1.6% al 2.2% por cada 30 días',
    );
    // The fee in plain words is content/fee-in-plain-words.ts, shared with the factoring calculator.
    const ownWords = [...estimate.children].filter((child) => !/^On a \$/.test(child.textContent ?? ''));
    for (const part of ownWords) expect(englishIn(part)).toEqual([]);
  });

  it('says in Spanish when the office is closed and when to expect the call', async () => {
    const { user } = await openLeadFormPage(paths.getQuote, 'Solicite su cotización', {
      'POST /api/quotes': quoteCreated(),
    });
    // Friday 2026-11-20, 4:10 PM in Denver.
    jest.setSystemTime(new Date('2026-11-20T23:10:00Z'));
    await fillQuote(user);
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }));

    const panel = await screen.findByRole('region', { name: 'Recibimos su solicitud de cotización' });
    expect(panel).toHaveTextContent(
      /Le llamaremos el siguiente día hábil por la mañana, el lunes 23 de noviembre, entre las 7:00\sa\.\sm\. MST y las 8:00\sa\.\sm\. MST\./,
    );
  });

  it('says in Spanish that a request is kept on this device when the server does not answer', async () => {
    const { user } = await openLeadFormPage(paths.getQuote, 'Solicite su cotización', {
      'POST /api/quotes': () => Response.json({ success: false, error: 'Down' }, { status: 503 }),
    });
    await fillQuote(user);
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }));

    expect(
      await within(quoteForm()).findByText('Solicitud guardada en este dispositivo.'),
    ).toBeInTheDocument();
    expect(englishIn(screen.getByRole('region', { name: 'Notificaciones (F8)' }))).toEqual([]);
  });

  it('finds the company by DOT number in Spanish', async () => {
    const { user } = await openLeadFormPage(paths.getQuote, 'Solicite su cotización', {
      'GET /api/config': () => Response.json({ ...testRuntimeConfig, carrierLookup: true }),
      'GET /api/carriers/1234567': Response.json({
        success: true,
        legalName: 'RIDGELINE FREIGHT LLC',
        dbaName: null,
        mcNumber: 'MC-123456',
        city: 'SALT LAKE CITY',
        state: 'UT',
        powerUnits: 6,
        allowedToOperate: true,
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Buscar mi compañía' }));
    expect(within(quoteForm()).getAllByRole('status')[0]).toHaveTextContent(
      'Primero escriba su número DOT (solo los dígitos) y luego oprima Buscar mi compañía.',
    );

    await user.type(textbox('Número DOT'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Buscar mi compañía' }));
    expect(await within(quoteForm()).findByText(/^Encontramos a RIDGELINE FREIGHT LLC/)).toHaveTextContent(
      'Encontramos a RIDGELINE FREIGHT LLC (SALT LAKE CITY, UT) en los registros de la Administración Federal de Seguridad de Autotransportes (FMCSA).',
    );
  });
});

describe('the Spanish fuel card application', () => {
  afterEach(closeLeadFormPage);

  it('shows its fields, choices, optional comments and links in Spanish', async () => {
    await openLeadFormPage(
      paths.fuelCardApplication,
      'Solicite la tarjeta de combustible para flotillas',
      {},
    );
    const form = screen.getByRole('region', { name: 'Solicite la tarjeta de combustible para flotillas' });

    expect(englishIn(form)).toEqual([]);
    expect(textbox('Comentarios (opcional)')).not.toBeRequired();
    expect(
      within(combobox('Programa de tarjeta de combustible')).getByRole('option', { name: 'Flotillas' }),
    ).toHaveValue(typedApplication.fuelCardTier);
    expect(within(form).getByRole('link', { name: 'Términos de uso' })).toHaveAttribute(
      'href',
      `/es${paths.legal.termsOfUse}`,
    );
  });
});

describe('the Spanish application status lookup', () => {
  it('asks, answers and dates in Spanish', async () => {
    mockApi({
      'POST /api/lead-status': Response.json({
        success: true,
        kind: 'fuel-card-applications',
        status: 'received',
        submittedAt: '2025-03-04T15:00:00.000Z',
      }),
    });
    const { user } = await renderApp(paths.applicationStatus);
    await act(() => loadRuntimeConfig());
    const form = screen.getByRole('form', { name: 'Consulte el estado de su solicitud' });
    await user.click(within(form).getByRole('button', { name: 'Consultar el estado' }));
    expect(within(form).getByRole('textbox', { name: /Código de referencia/ })).toHaveAccessibleDescription(
      expect.stringContaining('Escriba su código de referencia'),
    );

    await user.type(within(form).getByRole('textbox', { name: /Código de referencia/ }), '3f2a9c1e');
    await user.type(
      within(form).getByRole('textbox', { name: /Correo electrónico/ }),
      'maria@ridgeline-freight.com',
    );
    await user.click(within(form).getByRole('button', { name: 'Consultar el estado' }));

    const section = (await screen.findByRole('heading', { name: 'Su solicitud', level: 3 })).closest(
      'section',
    )!;
    expect(section).toHaveTextContent('Solicitud de tarjeta de combustible');
    expect(section).toHaveTextContent('Enviada el 4 de marzo de 2025');
    expect(englishIn(section)).toEqual([]);
  });
});
