import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FactoringCalculator } from './factoring-calculator';

const setup = () => {
  render(<FactoringCalculator />);
  return userEvent.setup();
};

const field = (label: string) => screen.getByLabelText(label);
const results = () => screen.queryByRole('region', { name: 'Your Factoring Estimate' });
const resultValue = (label: string) => {
  const region = results();
  if (!region) throw new Error('No results shown');
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
};

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('FactoringCalculator', () => {
  it('starts at the spec defaults with bounded inputs, and shows no results before Calculate', () => {
    setup();

    expect(field('Invoice Amount ($)')).toHaveValue(5000);
    expect(field('Invoice Amount ($)')).toHaveAttribute('min', '0');
    expect(field('Invoice Amount ($)')).toHaveAttribute('step', '100');
    expect(field('Advance Rate (%)')).toHaveValue(90);
    expect(field('Advance Rate (%)')).toHaveAttribute('max', '100');
    expect(field('Advance Rate (%)')).toHaveAttribute('step', '5');
    expect(field('Factoring Rate (%)')).toHaveValue(2);
    expect(field('Factoring Rate (%)')).toHaveAttribute('max', '10');
    expect(field('Factoring Rate (%)')).toHaveAttribute('step', '0.1');
    expect(field('Payment Terms (days)')).toHaveValue(45);
    expect(field('Payment Terms (days)')).toHaveAttribute('step', '15');
    expect(field('Invoice Amount ($)')).toHaveAccessibleDescription(
      'The full value of the invoice you would factor.',
    );
    expect(results()).not.toBeInTheDocument();
    expect(screen.queryByText('$4,850.00')).not.toBeInTheDocument();
  });

  it('works out the defaults after Calculate, in a polite live region', async () => {
    const user = setup();

    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(resultValue('Advance Amount')).toBe('$4,500.00');
    expect(resultValue('Factoring Fee')).toBe('$150.00');
    expect(resultValue('Reserve Amount')).toBe('$500.00');
    expect(resultValue('Final Payout')).toBe('$350.00');
    expect(resultValue('Total Received')).toBe('$4,850.00');
    expect(resultValue('Effective Rate')).toBe('3.00%');
    expect(results()?.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(within(results()!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Your Factoring Estimate',
    );
  });

  it('puts the fee in plain words: today, when the broker pays, dollars, and a yearly rate beside a loan APR', async () => {
    const user = setup();

    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(resultValue('Fee as an Annual Rate')).toBe('27.04%');
    expect(
      within(results()!).getByText(
        "On a $5,000.00 invoice, $4,500.00 arrives today and $350.00 when the broker pays in 45 days. The fee is $150.00, which works out to 27.04% a year on the money advanced: that, not the factoring rate, is the figure to compare with a loan's APR.",
      ),
    ).toBeInTheDocument();
  });

  it('has no annual rate for 0-day terms, and says why', async () => {
    const user = setup();

    await replace(user, 'Payment Terms (days)', '0');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(resultValue('Factoring Fee')).toBe('$0.00');
    expect(resultValue('Fee as an Annual Rate')).toBe('Not applicable');
    expect(
      within(results()!).getByText(/With 0-day payment terms there is no wait to pay for/),
    ).toBeInTheDocument();
  });

  it('follows new inputs: 10,000 at 80% and 3% for 30 days', async () => {
    const user = setup();

    await replace(user, 'Invoice Amount ($)', '10000');
    await replace(user, 'Advance Rate (%)', '80');
    await replace(user, 'Factoring Rate (%)', '3');
    await replace(user, 'Payment Terms (days)', '30');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(resultValue('Advance Amount')).toBe('$8,000.00');
    expect(resultValue('Factoring Fee')).toBe('$300.00');
    expect(resultValue('Reserve Amount')).toBe('$2,000.00');
    expect(resultValue('Final Payout')).toBe('$1,700.00');
    expect(resultValue('Total Received')).toBe('$9,700.00');
    expect(resultValue('Effective Rate')).toBe('3.00%');
  });

  it('Reset restores the defaults and hides the results', async () => {
    const user = setup();
    await replace(user, 'Invoice Amount ($)', '8000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(resultValue('Advance Amount')).toBe('$7,200.00');

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(results()).not.toBeInTheDocument();
    expect(field('Invoice Amount ($)')).toHaveValue(5000);
    expect(field('Advance Rate (%)')).toHaveValue(90);
    expect(field('Factoring Rate (%)')).toHaveValue(2);
    expect(field('Payment Terms (days)')).toHaveValue(45);
  });

  it('withdraws results once an input changes, so they never disagree with the inputs', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(results()).toBeInTheDocument();

    await user.type(field('Invoice Amount ($)'), '0');

    expect(results()).not.toBeInTheDocument();
    expect(
      screen.getByText('You changed an input. Press Calculate to see results for the new figures.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(resultValue('Advance Amount')).toBe('$45,000.00');
  });

  it('refuses a blank field with a message tied to it, focuses it, and shows no result', async () => {
    const user = setup();

    await user.clear(field('Invoice Amount ($)'));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    const invoice = field('Invoice Amount ($)');
    expect(invoice).toHaveAttribute('aria-invalid', 'true');
    expect(invoice).toHaveAccessibleDescription(
      'The full value of the invoice you would factor. Enter the invoice amount as a number.',
    );
    expect(invoice).toHaveFocus();
    expect(results()).not.toBeInTheDocument();
  });

  it('refuses out-of-range values and clears the message once corrected', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    await replace(user, 'Advance Rate (%)', '120');
    await replace(user, 'Factoring Rate (%)', '11');
    await replace(user, 'Payment Terms (days)', '-15');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(screen.getByText('Advance rate must be between 0% and 100%.')).toBeInTheDocument();
    expect(screen.getByText('Factoring rate must be between 0% and 10%.')).toBeInTheDocument();
    expect(screen.getByText("Payment terms can't be negative.")).toBeInTheDocument();
    expect(field('Advance Rate (%)')).toHaveFocus();
    expect(results()).not.toBeInTheDocument();

    await replace(user, 'Advance Rate (%)', '85');
    expect(screen.queryByText('Advance rate must be between 0% and 100%.')).not.toBeInTheDocument();
    expect(field('Advance Rate (%)')).not.toHaveAttribute('aria-invalid');
  });
});
