import { leadStatuses } from './leads';
import { isValidReference, publicLeadStatus } from './lead-status';

describe('publicLeadStatus', () => {
  it('maps every pipeline status onto the four an applicant sees', () => {
    expect(Object.fromEntries(leadStatuses.map((status) => [status, publicLeadStatus(status)]))).toEqual({
      new: 'received',
      contacted: 'contacted',
      qualified: 'in-review',
      won: 'closed',
      lost: 'closed',
      spam: 'received',
    });
  });

  it('reads a lead without a status (before the column exists) as received', () => {
    expect(publicLeadStatus(undefined)).toBe('received');
    expect(publicLeadStatus(null)).toBe('received');
  });
});

describe('isValidReference', () => {
  it('takes the 8 hex digits of the toast or the whole id, in any case, with spaces around', () => {
    expect(isValidReference('3f2a9c1e')).toBe(true);
    expect(isValidReference(' 3F2A9C1E ')).toBe(true);
    expect(isValidReference('3f2a9c1e-5b7d-4e2a-9c1e-0a1b2c3d4e5f')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '3f2a9c1',
      '3f2a9c1e5',
      'zzzzzzzz',
      '3f2a9c1e-5b7d',
      "3f2a9c1e' OR 1=1",
      42,
      null,
    ]) {
      expect(isValidReference(bad)).toBe(false);
    }
  });
});
