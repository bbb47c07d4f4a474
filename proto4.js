process.on('warning', (w) => { if (w.name === 'DeprecationWarning') { console.error('DEP', w.stack.split('\n').slice(0,6).join('\n')); } });
const { PGlite } = require('@electric-sql/pglite');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
const { Pool } = require('pg');
(async () => {
  const db = await PGlite.create({ dataDir: 'memory://' });
  const srv = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
  await srv.start();
  const [host, port] = srv.getServerConn().split(':');
  const pool = new Pool({ host, port: +port, user: 'postgres', database: 'postgres', max: 10 });
  await pool.query('create table t (id serial primary key, v text, at timestamptz default now())');
  let bad = 0; let n = 0; const until = Date.now() + 8000;
  await Promise.all(Array.from({ length: 50 }, async (_, w) => {
    while (Date.now() < until) {
      const v = `w${w}-${n++}`;
      const c = await pool.connect();
      try {
        const r = await c.query('insert into t (v) values ($1) returning v, id, at', [v]);
        if (r.rows[0].v !== v) bad++;
      } finally { c.release(); }
    }
  }));
  console.log('n', n, 'bad', bad);
  await pool.end(); await srv.stop(); await db.close();
})().catch(e => { console.error(e); process.exit(1); });
