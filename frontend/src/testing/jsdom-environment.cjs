const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom plus the browser APIs it lacks and Node has: the Fetch API classes, streams, text
 * encoders, structuredClone. RTK Query builds `new Request('/api/...')`; a browser resolves
 * that against the page, Node's Request refuses a relative URL, so requests resolve against
 * jsdom's location here. AbortController comes from Node too, because Node's Request accepts
 * only its own AbortSignal. Scrolling, which jsdom leaves unimplemented and React Router's
 * scroll restoration calls, does nothing.
 */
class JsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(page, {
      Request: PageRequest,
      Response,
      Headers,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      AbortController,
      AbortSignal,
      structuredClone,
      scrollTo: () => {},
    });
  }
}

module.exports = JsdomEnvironment;
