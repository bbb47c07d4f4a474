// Runs in the frontend-es project: the copy module is its Spanish twin, as in the Spanish build.
import { factoringInputs } from './factoring-calculator-copy';
import { factoringParsersOf } from './factoring-parsers';

it('gives the Spanish calculator its Spanish field messages', () => {
  expect(factoringParsersOf(factoringInputs).advanceRate('120')).toEqual({
    ok: false,
    error: 'Para el porcentaje de anticipo, escriba un valor entre 0% y 100%.',
  });
});
