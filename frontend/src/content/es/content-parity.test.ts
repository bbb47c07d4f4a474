import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeSpanishTwins, englishModules } from '@/testing/spanish-twins';
import * as englishCatalog from '@/content/articles/catalog';
import { body as englishCashFlowManagement } from '@/content/articles/cash-flow-management';
import { body as englishDotCompliance } from '@/content/articles/dot-compliance';
import { body as englishEquipmentFinancing } from '@/content/articles/equipment-financing';
import { body as englishFactoringVsLoans } from '@/content/articles/factoring-vs-loans';
import { body as englishFuelManagement } from '@/content/articles/fuel-management';
import { body as englishLoadBoardStrategies } from '@/content/articles/load-board-strategies';
import { body as englishMarketOutlook } from '@/content/articles/market-outlook';
import { accessibilityStatement as englishAccessibility } from '@/content/legal/accessibility';
import { legalLastUpdated as englishLastUpdated } from '@/content/legal/legal-document';
import { privacyPolicy as englishPrivacyPolicy } from '@/content/legal/privacy-policy';
import { securityPage as englishSecurity } from '@/content/legal/security';
import { termsOfUse as englishTermsOfUse } from '@/content/legal/terms-of-use';
import * as spanishCatalog from './articles/catalog';
import { body as spanishCashFlowManagement } from './articles/cash-flow-management';
import { body as spanishDotCompliance } from './articles/dot-compliance';
import { body as spanishEquipmentFinancing } from './articles/equipment-financing';
import { body as spanishFactoringVsLoans } from './articles/factoring-vs-loans';
import { body as spanishFuelManagement } from './articles/fuel-management';
import { body as spanishLoadBoardStrategies } from './articles/load-board-strategies';
import { body as spanishMarketOutlook } from './articles/market-outlook';
import { accessibilityStatement as spanishAccessibility } from './legal/accessibility';
import { englishVersionControls, legalLastUpdated as spanishLastUpdated } from './legal/legal-document';
import { privacyPolicy as spanishPrivacyPolicy } from './legal/privacy-policy';
import { securityPage as spanishSecurity } from './legal/security';
import { termsOfUse as spanishTermsOfUse } from './legal/terms-of-use';

/** Each translated module, named by its path under `content/` (the Spanish one adds `es/`). */
const twins = [
  { module: 'articles/cash-flow-management', en: englishCashFlowManagement, es: spanishCashFlowManagement },
  { module: 'articles/dot-compliance', en: englishDotCompliance, es: spanishDotCompliance },
  { module: 'articles/equipment-financing', en: englishEquipmentFinancing, es: spanishEquipmentFinancing },
  { module: 'articles/factoring-vs-loans', en: englishFactoringVsLoans, es: spanishFactoringVsLoans },
  { module: 'articles/fuel-management', en: englishFuelManagement, es: spanishFuelManagement },
  {
    module: 'articles/load-board-strategies',
    en: englishLoadBoardStrategies,
    es: spanishLoadBoardStrategies,
  },
  { module: 'articles/market-outlook', en: englishMarketOutlook, es: spanishMarketOutlook },
  { module: 'articles/catalog', en: englishCatalog.articleCatalog, es: spanishCatalog.articleCatalog },
  { module: 'legal/accessibility', en: englishAccessibility, es: spanishAccessibility },
  { module: 'legal/privacy-policy', en: englishPrivacyPolicy, es: spanishPrivacyPolicy },
  { module: 'legal/security', en: englishSecurity, es: spanishSecurity },
  { module: 'legal/terms-of-use', en: englishTermsOfUse, es: spanishTermsOfUse },
];

describe('Spanish twins of the long-form content', () => {
  it('exist for every English article, the catalog and every legal document', () => {
    const english = [
      ...englishModules('articles', 'article.ts'),
      ...englishModules('legal', 'legal-document.ts'),
    ].sort();
    expect(twins.map((twin) => twin.module).sort()).toEqual(english);
    for (const { module } of twins) {
      const [folder, name] = module.split('/');
      expect(readdirSync(join(__dirname, folder))).toContain(`${name}.ts`);
    }
  });
});

describeSpanishTwins(twins);

describe('Spanish article bodies', () => {
  const bodies = twins.filter(
    (twin) => twin.module.startsWith('articles/') && twin.module !== 'articles/catalog',
  );

  it.each(bodies)('$module has a distinct heading for every section', ({ es }) => {
    const headings = (es as typeof spanishCashFlowManagement).sections.map((section) => section.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });
});

describe('Spanish article catalog', () => {
  it('lists the same six articles as the English Resources list, with their Spanish cards', () => {
    expect(spanishCatalog.listedArticles.map((article) => article.path)).toEqual(
      englishCatalog.listedArticles.map((article) => article.path),
    );
    for (const summary of englishCatalog.articleCatalog) {
      expect(spanishCatalog.articleSummary(summary.path).title).not.toBe(summary.title);
    }
  });

  it('labels every category in Spanish, each label different', () => {
    const labels = Object.values(spanishCatalog.articleCategoryLabels);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    expect(spanishCatalog.articleCategoryLabels.Finance).toBe('Finanzas');
    expect(spanishCatalog.articleCategoryLabels['Market Analysis']).toBe('Análisis de mercado');
  });
});

describe('Spanish legal documents', () => {
  const documents = [spanishPrivacyPolicy, spanishTermsOfUse, spanishSecurity, spanishAccessibility];

  it('date their last revision as the English ones do, written the Spanish way', () => {
    expect(spanishLastUpdated.iso).toBe(englishLastUpdated.iso);
    const spanishDate = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${spanishLastUpdated.iso}T00:00:00Z`),
    );
    expect(spanishLastUpdated.display).toBe(spanishDate);
    expect(spanishLastUpdated.display).toBe('4 de agosto de 2025');
    for (const document of documents) expect(document.lastUpdated).toBe(spanishLastUpdated);
  });

  it('say at the top of the terms and the privacy policy that the English version controls', () => {
    expect(englishVersionControls).toMatch(/prevalece la versión en inglés/);
    expect(spanishTermsOfUse.summary.endsWith(englishVersionControls)).toBe(true);
    expect(spanishPrivacyPolicy.summary.endsWith(englishVersionControls)).toBe(true);
  });
});
