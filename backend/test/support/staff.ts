import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@trucking-finance/contracts';
import type { TestApp } from './test-app';

export interface TestStaff {
  id: string;
  username: string;
  displayName: string;
  password: string;
  /** The Authorization header of a fresh login. */
  auth: string;
}

/** A staff account added by the test owner through the API, then signed in. */
export async function newStaff(
  t: TestApp & { admin: string },
  role: StaffRole,
  displayName = `Agent ${randomUUID().slice(0, 6)}`,
): Promise<TestStaff> {
  const username = `staff-${randomUUID().slice(0, 8)}`;
  const password = 'a long enough password';
  const created = await t
    .http()
    .post('/api/staff')
    .set('Authorization', t.admin)
    .send({ username, displayName, password, role })
    .expect(201);
  const auth = await signIn(t, username, password);
  return { id: created.body.staffMember.id as string, username, displayName, password, auth };
}

export async function signIn(t: TestApp, username: string, password: string): Promise<string> {
  const login = await t.http().post('/api/auth/login').send({ username, password }).expect(200);
  return `Bearer ${login.body.token as string}`;
}
