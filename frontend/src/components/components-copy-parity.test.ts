import { describeSpanishTwins } from '@/testing/spanish-twins';
import * as english from './components-copy';
import * as spanish from './components-copy.es';
import * as englishLegal from './legal-document-copy';
import * as spanishLegal from './legal-document-copy.es';

/** What the copy functions say for sample ratings and step numbers: the text the parity checks read. */
const sample = (copy: typeof english) => ({
  starRating: [copy.starRatingCopy.label(5, 5), copy.starRatingCopy.label(4, 5)],
  stepNumber: [copy.stepsListCopy.stepNumber(1), copy.stepsListCopy.stepNumber(3)],
});

describeSpanishTwins([
  {
    module: 'components/components-copy',
    en: sample(english),
    es: sample(spanish),
    // Two short labels read by assistive tech ("Rated 5 out of 5", "Step 1"): with so few words,
    // one word more or less moves the ratio far outside the range of full sentences.
    lengthRatio: [0.8, 1.8],
  },
  {
    module: 'components/legal-document-copy',
    en: englishLegal,
    es: spanishLegal,
    // Two short labels ("Last updated", "On this page").
    lengthRatio: [0.8, 1.8],
  },
]);

describe('Spanish component copy', () => {
  it('numbers the steps and reads the star ratings in Spanish', () => {
    expect(spanish.stepsListCopy.stepNumber(2)).toBe('Paso 2');
    expect(spanish.starRatingCopy.label(4, 5)).toBe('Calificación: 4 de 5');
  });
});
