import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRINT_DIALOG_DELAY_MS } from '@trucking-finance/contracts';
import { loadRuntimeConfig, resetRuntimeConfig } from '@/lib/runtime-config';
import { mockApi } from '@/testing/mock-api';
import {
  applicationFields,
  requiredApplicationFields,
  type ApplicationField,
  type ApplicationFieldName,
} from './application-fields';
import { FactoringApplication } from './factoring-application';

type User = ReturnType<typeof userEvent.setup>;

const GENERATE = 'Generate Printable Application';
const control = (name: ApplicationFieldName) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No field ${name}`);
  return element;
};
const fieldOf = (name: ApplicationFieldName): ApplicationField =>
  applicationFields.find((field) => field.name === name)!;

async function fill(user: User, name: ApplicationFieldName, value?: string) {
  const field = fieldOf(name);
  const element = control(name);
  if (field.control === 'select') {
    await user.selectOptions(element, value ?? field.options[0]);
    return;
  }
  await user.clear(element);
  if (field.control === 'input' && field.type === 'date') {
    await user.type(element, value ?? '2019-03-04');
    return;
  }
  await user.click(element);
  await user.paste(value ?? `${name} answer`);
}

async function fillRequired(user: User, except?: ApplicationFieldName) {
  for (const name of requiredApplicationFields) if (name !== except) await fill(user, name);
}

function fakePrintWindow() {
  const document = { open: jest.fn(), write: jest.fn(), close: jest.fn() };
  return { document, print: jest.fn(), focus: jest.fn(), close: jest.fn() };
}

describe('FactoringApplication', () => {
  let api: ReturnType<typeof mockApi>;
  let user: User;

  beforeEach(async () => {
    jest.useFakeTimers();
    resetRuntimeConfig();
    api = mockApi();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<FactoringApplication />);
    // The provider's phone for the printed page arrives with the site settings.
    await act(() => loadRuntimeConfig());
  });

  afterEach(() => {
    // The form is never sent: the only request the page may make is the site's own settings.
    expect(api.all.filter((request) => new URL(request.url).pathname !== '/api/config')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    jest.useRealTimers();
  });

  it('groups every field in labelled fieldsets, with safe autocomplete for bank and tax numbers', () => {
    for (const legend of [
      'Company Information',
      'Owner Information',
      'Contact Person',
      'Financial Information',
      'Customer Information',
      'Factoring History',
      'Trade References',
      'Reference 1',
      'Reference 2',
      'Reference 3',
      'Additional Information',
    ]) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    for (const field of applicationFields) expect(control(field.name).labels).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Reference 2 Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Business Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
    expect(control('dateEstablished')).toHaveAttribute('type', 'date');
    for (const name of ['federalTaxId', 'accountNumber', 'routingNumber'] as const) {
      expect(control(name)).toHaveAttribute('autocomplete', 'off');
    }
    expect(screen.getByRole('combobox', { name: 'State' }).querySelectorAll('option')).toHaveLength(51);
    expect(screen.getByRole('textbox', { name: 'Legal Company Name' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Fax' })).not.toHaveAttribute('aria-required');
  });

  it('keeps Generate disabled until every required field is filled, and counts what is left', async () => {
    const generate = screen.getByRole('button', { name: GENERATE });
    expect(generate).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      '36 required fields left before you can generate the application.',
    );

    await fillRequired(user, 'routingNumber');
    expect(generate).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 required field left before you can generate the application.',
    );

    await fill(user, 'routingNumber', '124000054');
    expect(generate).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'All required fields are complete. Your application is ready to generate.',
    );

    await fill(user, 'reference3Email', '   ');
    expect(generate).toBeDisabled();
  });

  it('writes an escaped, printable page into a new window and prints it after 500 ms', async () => {
    const printWindow = fakePrintWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
    await fillRequired(user);
    await fill(user, 'companyName', 'Acme <script>alert(1)</script> Freight');
    await fill(user, 'accountNumber', '000123456789');

    await user.click(screen.getByRole('button', { name: GENERATE }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(printWindow.document.open).toHaveBeenCalled();
    expect(printWindow.document.write).toHaveBeenCalledTimes(1);
    expect(printWindow.document.close).toHaveBeenCalled();
    const html = printWindow.document.write.mock.calls[0][0] as string;
    expect(html).toContain('Acme &lt;script&gt;alert(1)&lt;/script&gt; Freight');
    expect(html).not.toContain('<script>');
    expect(html).toContain('000123456789');
    expect(html).toContain('Summit Freight Capital');
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();

    expect(PRINT_DIALOG_DELAY_MS).toBe(500);
    act(() => jest.advanceTimersByTime(PRINT_DIALOG_DELAY_MS - 1));
    expect(printWindow.print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(printWindow.print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: GENERATE })).toBeEnabled();
  });

  it('asks for popups when the browser blocks the new window', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: GENERATE }));

    expect(alert).toHaveBeenCalledWith('Please allow popups to download the application');
    expect(screen.getByRole('button', { name: GENERATE })).toBeEnabled();
  });

  it('apologises and returns to idle when writing the page fails', async () => {
    const printWindow = fakePrintWindow();
    printWindow.document.write.mockImplementation(() => {
      throw new Error('blocked');
    });
    jest.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: GENERATE }));

    expect(alert).toHaveBeenCalledWith('There was an error generating the application. Please try again.');
    expect(printWindow.close).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(PRINT_DIALOG_DELAY_MS));
    expect(printWindow.print).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: GENERATE })).toBeEnabled();
  });
});
