// Runs in the frontend-es project: the copy module is its Spanish twin, as in the Spanish build.
import { rateParsersOf } from './rate-parsers';
import { rateFieldMessages } from './rate-quote-copy';

it('gives the Spanish rate quote tool its Spanish field messages', () => {
  expect(rateParsersOf(rateFieldMessages).yearsInBusiness('60')).toEqual({
    ok: false,
    error: 'Para los años en el negocio, escriba un valor entre 0 años y 50 años.',
  });
});
