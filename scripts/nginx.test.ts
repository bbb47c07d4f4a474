import { nginxConfig } from './nginx';

describe('nginxConfig: the shipped deploy/nginx.conf around local instances', () => {
  const config = nginxConfig('/tmp/nginx-test', 38080, { upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'] });

  it('gives every instance the parameters of each server line, the backup pass included', () => {
    const servers = config.match(/^\s*server 127\.0\.0\.1:\d+[^;]*;/gm)?.map((line) => line.trim());
    expect(servers).toEqual([
      'server 127.0.0.1:3001 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:3002 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:3001 backup max_fails=0;',
      'server 127.0.0.1:3002 backup max_fails=0;',
    ]);
    expect(config).not.toContain('app:3000');
  });

  it('listens on the loopback port and keeps the proxy rules as shipped', () => {
    expect(config).toContain('listen 127.0.0.1:38080;');
    expect(config).toContain('proxy_next_upstream error timeout http_502 non_idempotent;');
    expect(config).toContain('proxy_next_upstream_tries 3;');
  });
});
