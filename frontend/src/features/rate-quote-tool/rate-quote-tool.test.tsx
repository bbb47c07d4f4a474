import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { RateQuoteTool } from './rate-quote-tool';

const setup = () => {
  const router = createMemoryRouter([{ path: '/', element: <RateQuoteTool /> }]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
};

const field = (label: string) => screen.getByLabelText(label);
const estimate = () => screen.queryByRole('region', { name: 'Your Rate Estimate' });
const estimateValue = (label: string) => {
  const region = estimate();
  if (!region) throw new Error('No estimate shown');
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
};
const getEstimate = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Get Rate Estimate' }));

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

describe('RateQuoteTool', () => {
  it('starts at the spec defaults with the spec options, and shows no estimate yet', () => {
    setup();

    expect(field('Monthly Invoice Volume ($)')).toHaveValue(50000);
    expect(field('Monthly Invoice Volume ($)')).toHaveAttribute('step', '5000');
    expect(field('Credit Rating')).toHaveValue('Good');
    expect(field('Years in Business')).toHaveValue(3);
    expect(field('Years in Business')).toHaveAttribute('max', '50');
    expect(field('Industry')).toHaveValue('General Freight');
    expect(field('Desired Advance Rate (%)')).toHaveValue(90);
    expect(field('Desired Advance Rate (%)')).toHaveAttribute('min', '70');
    expect(field('Desired Advance Rate (%)')).toHaveAttribute('max', '95');
    expect(
      within(field('Credit Rating'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
    expect(
      within(field('Industry'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'General Freight',
      'Dry Van',
      'Refrigerated',
      'Flatbed',
      'Hot Shot',
      'Auto Transport',
      'Heavy Haul',
      'LTL',
    ]);
    expect(estimate()).not.toBeInTheDocument();
  });

  it('estimates the defaults: 2.00%, 1.80%-2.20%, Standard Risk, $10,392.61 a week', async () => {
    const user = setup();

    await getEstimate(user);

    expect(estimateValue('Estimated Rate')).toBe('2.00%');
    expect(estimateValue('Likely Range')).toBe('1.80% – 2.20%');
    expect(estimateValue('Risk Profile')).toBe('Standard Risk');
    expect(estimateValue('Weekly Cash Access')).toBe('$10,392.61');
    expect(estimate()?.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('gives high-volume carriers with excellent credit the 1.50% floor: Low Risk', async () => {
    const user = setup();

    await replace(user, 'Monthly Invoice Volume ($)', '150000');
    await user.selectOptions(field('Credit Rating'), 'Excellent');
    await getEstimate(user);

    expect(estimateValue('Estimated Rate')).toBe('1.50%');
    expect(estimateValue('Likely Range')).toBe('1.50% – 1.70%');
    expect(estimateValue('Risk Profile')).toBe('Low Risk');
    expect(estimateValue('Weekly Cash Access')).toBe('$31,177.83');
  });

  it('prices a new heavy-haul carrier at 2.70%: Moderate Risk', async () => {
    const user = setup();

    await replace(user, 'Years in Business', '0');
    await user.selectOptions(field('Industry'), 'Heavy Haul');
    await replace(user, 'Desired Advance Rate (%)', '80');
    await getEstimate(user);

    expect(estimateValue('Estimated Rate')).toBe('2.70%');
    expect(estimateValue('Likely Range')).toBe('2.50% – 2.90%');
    expect(estimateValue('Risk Profile')).toBe('Moderate Risk');
    expect(estimateValue('Weekly Cash Access')).toBe('$9,237.88');
  });

  it('refuses an advance rate outside 70-95% with a message tied to the field', async () => {
    const user = setup();

    await replace(user, 'Desired Advance Rate (%)', '60');
    await getEstimate(user);

    expect(field('Desired Advance Rate (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Desired Advance Rate (%)')).toHaveAccessibleDescription(
      expect.stringContaining('Desired advance rate must be between 70% and 95%.'),
    );
    expect(estimate()).not.toBeInTheDocument();
  });

  it('Reset restores the defaults and hides the estimate', async () => {
    const user = setup();
    await user.selectOptions(field('Industry'), 'Hot Shot');
    await getEstimate(user);
    expect(estimateValue('Estimated Rate')).toBe('2.30%');

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(estimate()).not.toBeInTheDocument();
    expect(field('Industry')).toHaveValue('General Freight');
    expect(field('Monthly Invoice Volume ($)')).toHaveValue(50000);
  });

  it('withdraws the estimate when an input changes', async () => {
    const user = setup();
    await getEstimate(user);

    await user.selectOptions(field('Credit Rating'), 'Excellent');

    expect(estimate()).not.toBeInTheDocument();
    await getEstimate(user);
    expect(estimateValue('Estimated Rate')).toBe('1.80%');
  });

  it('says estimates are illustrative and links to the quote form for a firm rate', () => {
    setup();

    expect(screen.getByText(/These estimates are illustrative/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a free quote' })).toHaveAttribute(
      'href',
      paths.getQuote,
    );
  });
});
