import type { Socket } from 'node:net';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/access.decorators';
import { adminSessionToken } from '../auth/admin-session-cookie';
import { AdminPageRenderer } from './admin-page-renderer';
import { acceptedEncodings } from './static-site';

/** This server's own address as the page request reached it: the render's API calls go there. */
function ownOrigin(socket: Socket): string {
  const address = socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:') ? address.slice(7) : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${socket.localPort}`;
}

/**
 * The admin dashboard's page when the admin's cookie comes with the request (the static site
 * answers it otherwise), rendered with its data so its first rows show with the HTML
 * (docs/architecture.md#admin-first-paint). The page's head goes out at once, so the browser
 * fetches the stylesheets and scripts while the server renders; the body follows. The page itself
 * is public, as the prerendered one is: the render's API calls carry the cookie's token and the
 * API's guard decides what they get, roles and revocations included. A token the API refuses gets
 * the prerendered body, which sends the visitor to the login as before.
 */
@ApiExcludeController()
@Public()
@Controller('admin')
export class AdminPageController {
  constructor(private readonly renderer: AdminPageRenderer) {}

  @Get('quotes')
  async dashboard(@Req() req: Request, @Res() res: Response): Promise<void> {
    const token = adminSessionToken(req);
    const page = this.renderer.page('/admin/quotes');
    if (!token || !page) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.status(200).type('text/html; charset=utf-8').setHeader('Vary', 'Accept-Encoding, Cookie');
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // A rendered dashboard is ~140 KB of markup and data; gzip makes it ~17 KB (a page of the
    // 100,000-lead bench database), in a few ms.
    const gzip = acceptedEncodings(req.headers['accept-encoding']).has('gzip') ? createGzip() : undefined;
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      // A visitor who leaves mid-render closes the response; pipeline then frees the compressor.
      pipeline(gzip, res, () => undefined);
      gzip.write(page.head);
      gzip.flush();
    } else {
      res.write(page.head);
    }
    const body = await this.renderer.body(page, req.originalUrl, token, ownOrigin(req.socket));
    if (gzip) gzip.end(body);
    else res.end(body);
  }
}
