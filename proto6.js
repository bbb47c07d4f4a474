const { Client } = require('pg');
const orig = Client.prototype.query; let collisions = 0;
Client.prototype.query = function (...a) { if (this._queryQueue.length > 0) collisions++; return orig.apply(this, a); };
const { DataSource } = require('typeorm');
const { dataSourceOptions } = require('./backend/dist/database/data-source');
const { EmbeddedPostgres } = require('./backend/dist/database/embedded-postgres');
const { QuoteRequest } = require('./backend/dist/quotes/quote-request.entity');
(async () => {
  const e = await EmbeddedPostgres.start(process.argv[2] || 'memory://');
  const ds = await new DataSource(dataSourceOptions(e.url)).initialize();
  await ds.runMigrations();
  const repo = ds.getRepository(QuoteRequest);
  let n = 0, bad = 0; const until = Date.now() + 8000;
  await Promise.all(Array.from({ length: 50 }, async () => {
    while (Date.now() < until) {
      const row = repo.create({ companyName: 'R'+n, contactName: 'M', email: 'a@b.co', phone: '8015550142', mcNumber: '1', dotNumber: '2', monthlyRevenue: '50k-100k', businessType: 'small-fleet', yearsInBusiness: '3-5', numberOfTrucks: 6, servicesInterested: 'factoring', comments: 'x', agreeToTerms: true });
      n++;
      const { generatedMaps } = await repo.insert(row);
      if (!generatedMaps[0] || !generatedMaps[0].id) bad++;
    }
  }));
  console.log('n', n, 'bad', bad, 'collisions', collisions);
  await ds.destroy(); await e.stop();
})();
