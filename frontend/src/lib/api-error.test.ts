import { apiErrorBodyOf, describeSubmitError, errorStatus, serverErrorMessage } from './api-error';

const httpError = {
  status: 400,
  data: {
    success: false,
    error: 'Please correct these fields: email must be a valid email address.',
    code: 'validation_failed',
    details: { email: ['email must be a valid email address'] },
    fields: { email: 'invalid_email' },
  },
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
    expect(serverErrorMessage(httpError)).toBe(
      'Please correct these fields: email must be a valid email address.',
    );
    expect(serverErrorMessage({ status: 500, data: { success: false, error: '  ' } })).toBeUndefined();
    expect(serverErrorMessage(networkError)).toBeUndefined();
  });

  it('answers the HTTP status, not the names of failures that never reached the server', () => {
    expect(errorStatus(httpError)).toBe(400);
    expect(errorStatus(networkError)).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });

  it('describes a failure for the console by status and sentence, never by the values sent', () => {
    expect(describeSubmitError(httpError)).toBe(
      '400: Please correct these fields: email must be a valid email address.',
    );
    expect(describeSubmitError(networkError)).toBe('FETCH_ERROR: TypeError: Failed to fetch');
    expect(describeSubmitError({ status: 502, data: '<html>' })).toBe('502');
    expect(describeSubmitError(new Error('The answer carried no id'))).toBe('The answer carried no id');
  });
});
