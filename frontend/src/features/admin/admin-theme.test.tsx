import { ADMIN_STYLESHEET_ID, adminTheme, pageAdminTheme } from './admin-theme';

/*
 * Which way antd gets its styles on a page. What that changes in a browser (no component styles
 * written at runtime, the theme's colours from the built sheet) is checked in e2e/admin.browser.ts:
 * the component tests run antd without injecting styles at all (testing/setup-tests.ts).
 */
describe('pageAdminTheme', () => {
  afterEach(() => document.getElementById(ADMIN_STYLESHEET_ID)?.remove());

  it('lets antd write its styles at runtime on a page without the built stylesheet', () => {
    expect(pageAdminTheme()).toBe(adminTheme);
    expect(adminTheme.zeroRuntime).toBeUndefined();
  });

  it('turns antd’s runtime styles off on a page that carries the built stylesheet', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.id = ADMIN_STYLESHEET_ID;
    document.head.append(link);
    expect(pageAdminTheme()).toEqual({ ...adminTheme, zeroRuntime: true });
  });
});
