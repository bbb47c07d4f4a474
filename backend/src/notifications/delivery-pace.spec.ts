import { DELIVERY_PACE, yieldsToRequests } from './delivery-pace';

describe('yieldsToRequests', () => {
  const burst = { loopBusy: 0.97, msSinceLead: 5, msSinceClaim: 300 };

  it('waits while new leads keep arriving and keep the request thread busy', () => {
    expect(yieldsToRequests(burst)).toBe(true);
  });

  it('claims at once at ordinary traffic, however recent the last lead', () => {
    expect(yieldsToRequests({ ...burst, loopBusy: 0.2 })).toBe(false);
    expect(yieldsToRequests({ ...burst, loopBusy: DELIVERY_PACE.saturated - 0.01 })).toBe(false);
  });

  it('claims as soon as the burst ends, even with the thread still busy', () => {
    expect(yieldsToRequests({ ...burst, msSinceLead: DELIVERY_PACE.burstGapMs })).toBe(false);
  });

  it('never waits longer than maxYieldMs between two claims', () => {
    expect(yieldsToRequests({ ...burst, msSinceClaim: DELIVERY_PACE.maxYieldMs - 1 })).toBe(true);
    expect(yieldsToRequests({ ...burst, msSinceClaim: DELIVERY_PACE.maxYieldMs })).toBe(false);
  });
});
