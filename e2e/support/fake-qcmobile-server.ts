import { startFakeQcMobile } from '../../backend/test/support/fake-qcmobile';

/*
 * The backend e2e tests' stand-in for FMCSA's QCMobile API, as a process of its own: the browser
 * tests' server looks carriers up here ("Find my company"). `tsx e2e/support/fake-qcmobile-server.ts <port>`;
 * started and stopped by e2e/playwright.config.ts.
 */
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('Usage: fake-qcmobile-server.ts <port>');

void startFakeQcMobile(port).then((fake) => {
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
});
