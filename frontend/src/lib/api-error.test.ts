import { apiErrorBodyOf, errorStatus, serverErrorMessage } from './api-error';

const httpError = {
  status: 400,
  data: { success: false, error: 'Validation failed', details: { email: ['x'] } },
};
const networkError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

describe('reading an RTK Query failure', () => {
  it('finds the API error body only when the server sent one', () => {
    expect(apiErrorBodyOf(httpError)).toEqual(httpError.data);
    expect(apiErrorBodyOf(networkError)).toBeUndefined();
    expect(apiErrorBodyOf({ status: 500, data: '<html>' })).toBeUndefined();
    expect(apiErrorBodyOf(undefined)).toBeUndefined();
  });

  it("answers the server's sentence, unless it is blank", () => {
    expect(serverErrorMessage(httpError)).toBe('Validation failed');
    expect(serverErrorMessage({ status: 500, data: { success: false, error: '  ' } })).toBeUndefined();
    expect(serverErrorMessage(networkError)).toBeUndefined();
  });

  it('answers the HTTP status, not the names of failures that never reached the server', () => {
    expect(errorStatus(httpError)).toBe(400);
    expect(errorStatus(networkError)).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });
});
