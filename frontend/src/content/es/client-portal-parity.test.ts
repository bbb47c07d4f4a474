import type { ClientTerms } from '@trucking-finance/contracts';
import * as englishClientBrokers from '@/content/client-brokers';
import * as englishClientDashboard from '@/content/client-dashboard';
import * as englishClientLogin from '@/content/client-login';
import * as englishClientPortal from '@/content/client-portal';
import { describeSpanishTwins } from '@/testing/spanish-twins';
import * as spanishClientBrokers from './client-brokers';
import * as spanishClientDashboard from './client-dashboard';
import * as spanishClientLogin from './client-login';
import * as spanishClientPortal from './client-portal';

/*
 * The client portal's copy (docs/product.md#client-area) against its Spanish twins, each function
 * called with sample arguments so its sentences are checked as copy. The checks hold a field
 * called `name` to be a person's or a company's name, the same in both languages, so the labels
 * called "Name" go under another key here.
 */

const sampleEmail = 'rosa@reyes-hauling.com';
const defaultTerms: ClientTerms = { advanceRatePercent: 90, feePercentPer30Days: 2, recourseDays: 90 };
const otherTerms: ClientTerms = { advanceRatePercent: 85, feePercentPer30Days: 2.5, recourseDays: 60 };

type LoginCopy = typeof englishClientLogin.clientLoginCopy | typeof spanishClientLogin.clientLoginCopy;
const loginCopy = (copy: LoginCopy) => ({
  ...copy,
  linkSent: { ...copy.linkSent, text: copy.linkSent.text(sampleEmail) },
});

type DashboardCopy =
  typeof englishClientDashboard.clientDashboardCopy | typeof spanishClientDashboard.clientDashboardCopy;
const dashboardCopy = (copy: DashboardCopy) => {
  const { name: nameLabel, ...account } = copy.account;
  return {
    ...copy,
    welcome: [copy.welcome('Rosa'), copy.welcome('')],
    account: { ...account, nameLabel },
    company: {
      ...copy.company,
      terms: [copy.company.terms(defaultTerms), copy.company.terms(otherTerms)],
      recourse: [copy.company.recourse(defaultTerms), copy.company.recourse(otherTerms)],
    },
  };
};

type BrokersCopy =
  typeof englishClientBrokers.clientBrokersCopy | typeof spanishClientBrokers.clientBrokersCopy;
const brokersCopy = (copy: BrokersCopy) => {
  const { name: nameLabel, ...result } = copy.result;
  return {
    ...copy,
    result: {
      ...result,
      nameLabel,
      heading: result.heading('123456'),
      days: [result.days(1), result.days(34)],
    },
  };
};

describeSpanishTwins([
  {
    module: 'client-login',
    en: loginCopy(englishClientLogin.clientLoginCopy),
    es: loginCopy(spanishClientLogin.clientLoginCopy),
  },
  {
    module: 'client-dashboard',
    en: dashboardCopy(englishClientDashboard.clientDashboardCopy),
    es: dashboardCopy(spanishClientDashboard.clientDashboardCopy),
  },
  { module: 'client-portal', en: englishClientPortal, es: spanishClientPortal },
  {
    module: 'client-brokers',
    en: brokersCopy(englishClientBrokers.clientBrokersCopy),
    es: brokersCopy(spanishClientBrokers.clientBrokersCopy),
  },
]);

describe('Spanish client portal', () => {
  it('states the terms with the same figures, written the Spanish way', () => {
    const spanish = spanishClientDashboard.clientDashboardCopy.company;
    expect(spanish.terms(otherTerms)).toBe(
      'Le adelantamos el 85% de cada factura el mismo día en que la aprobamos; nuestra comisión es del 2.5% por cada 30 días hasta que su broker (el intermediario de carga) pague.',
    );
    expect(spanish.recourse(otherTerms)).toMatch(/^Si un broker no ha pagado 60 días después/);
  });
});
