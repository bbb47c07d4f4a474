const { Client } = require('pg');
const orig = Client.prototype.query; let collisions = 0;
Client.prototype.query = function (...a) { if (this._queryQueue.length > 0) collisions++; return orig.apply(this, a); };
const { PGlite } = require('@electric-sql/pglite');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
const { Pool } = require('pg');
const variant = process.argv[2];
(async () => {
  const dir = variant.includes('disk') ? '/tmp/p5-' + Date.now() : 'memory://';
  const db = await PGlite.create({ dataDir: dir });
  const srv = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
  await srv.start();
  const [host, port] = srv.getServerConn().split(':');
  const pool = new Pool({ host, port: +port, user: 'postgres', database: 'postgres', max: 10, ...(variant.includes('timeout') ? { connectionTimeoutMillis: 5000 } : {}) });
  await pool.query('create table t (id uuid primary key default gen_random_uuid(), v text, at timestamptz default now())');
  let n = 0, bad = 0; const until = Date.now() + 8000;
  await Promise.all(Array.from({ length: 50 }, async (_, w) => {
    while (Date.now() < until) {
      const v = `w${w}-${n++}`;
      const c = await pool.connect();
      try { const r = await c.query('insert into t (v) values ($1) returning id, at, v', [v]); if (r.rows[0].v !== v) bad++; } finally { c.release(); }
    }
  }));
  console.log(variant, 'n', n, 'bad', bad, 'collisions', collisions);
  await pool.end(); await srv.stop(); await db.close();
})();
