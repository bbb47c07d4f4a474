import { act, screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { leftoverEnglish } from '@/testing/spanish-twins';

/*
 * The Resources page, its tools and an article page as the Spanish build draws them (this file runs
 * in the frontend-es Jest project, which resolves every content and copy module to its Spanish
 * twin as the build does). What the page's main region shows, and says to screen readers, must
 * hold no English sentence: a string left in a component would show here. The site's header and
 * footer have their own test (app/layout/app-layout.es.test.tsx).
 */

/** The text of an element and what it says only to assistive tech (labels, descriptions, hidden text). */
function everythingSaid(element: HTMLElement): string {
  const attributes = ['aria-label', 'title', 'alt', 'placeholder'].flatMap((name) =>
    [...element.querySelectorAll(`[${name}]`)].map((node) => node.getAttribute(name) ?? ''),
  );
  return [element.textContent ?? '', ...attributes].join('\n');
}

const main = () => document.getElementById('main-content') ?? screen.getByRole('main');

describe('the Spanish Resources page and its tools', () => {
  beforeEach(() => {
    mockApi();
  });

  it('shows no English in the page, the open tools and their results', async () => {
    const { user } = await renderApp(paths.resources);
    await act(() => loadRuntimeConfig());

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recursos y herramientas');
    expect(screen.getByRole('button', { name: 'Todos (6)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Finanzas (2)' }));
    expect(
      within(screen.getByRole('region', { name: /Aprenda de quienes/ })).getByRole('status'),
    ).toHaveTextContent('Se muestran 2 artículos de la categoría Finanzas.');

    await user.click(screen.getByRole('button', { name: 'Calculadora de factoring' }));
    await user.click(await screen.findByRole('button', { name: 'Calcular' }));
    expect(await screen.findByRole('region', { name: 'Su estimado de factoring' })).toHaveTextContent(
      'Sobre una factura de $5,000.00',
    );
    const invoice = screen.getByRole('spinbutton', { name: 'Monto de la factura ($)' });
    await user.clear(invoice);
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.getByText('Escriba el monto de la factura con números.')).toBeInTheDocument();
    const calculatorText = everythingSaid(main());

    await user.click(screen.getByRole('button', { name: 'Cotizador de tarifas' }));
    await user.click(await screen.findByRole('button', { name: 'Calcular mi tarifa' }));
    expect(await screen.findByRole('region', { name: 'Su estimado de tarifa' })).toHaveTextContent(
      'Riesgo estándar',
    );
    expect(screen.getByRole('combobox', { name: 'Tipo de carga' })).toHaveDisplayValue('Carga general');
    const rateText = everythingSaid(main());

    await user.click(screen.getByRole('button', { name: 'Formulario de solicitud' }));
    expect(await screen.findByRole('button', { name: 'Generar la solicitud para imprimir' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Referencia 2 Teléfono' })).toBeInTheDocument();
    const applicationText = everythingSaid(main());

    await user.click(screen.getByRole('button', { name: 'Tutoriales en video' }));
    await user.click(screen.getAllByRole('button', { name: /^Ver ?: / })[0]);
    expect(screen.getByText(/es solo para clientes actuales/)).toBeInTheDocument();
    const videoText = everythingSaid(main());

    for (const text of [calculatorText, rateText, applicationText, videoText]) {
      expect(leftoverEnglish(text)).toEqual([]);
    }
  });

  it('shows no English around a Spanish article', async () => {
    await renderApp(paths.articles.cashFlowManagement);
    await act(() => loadRuntimeConfig());
    const article = screen.getByRole('article');

    expect(within(article).getByText('Finanzas')).toBeInTheDocument();
    expect(within(article).getByText(/^Por Rachel Morgan, /)).toBeInTheDocument();
    expect(within(article).getByText('10 de junio de 2025')).toBeInTheDocument();
    expect(within(article).getByText('6 min de lectura')).toBeInTheDocument();
    expect(within(article).getAllByRole('link', { name: 'Volver a Recursos' })).toHaveLength(2);
    expect(within(article).getByRole('link', { name: 'Solicite una cotización gratis' })).toBeInTheDocument();
    expect(leftoverEnglish(everythingSaid(article))).toEqual([]);
  });
});
