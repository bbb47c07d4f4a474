import '@testing-library/jest-dom';

// A test that forgets to stub the network fails instead of reaching out; stub with jest.spyOn.
globalThis.fetch = () => Promise.reject(new Error('Unexpected fetch in a test: stub globalThis.fetch'));
