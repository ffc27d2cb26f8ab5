/**
 * A person in the console without a browser: real HTTP, a cookie jar, and the CSRF token of
 * the last form it read, sent back the way a browser's form post sends it.
 */
export class ConsoleClient {
  private readonly cookies = new Map<string, string>();
  /** The CSRF token of the last page read. */
  csrf = '';

  /** `headers` go with every request (an `X-Forwarded-For` a proxy in front would pass on, say). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async get(
    path: string,
  ): Promise<{ status: number; body: string; location: string | null; headers: Headers }> {
    return this.request('GET', path);
  }

  /** Posts a form; the CSRF token of the last page goes with it unless `_csrf` is given. */
  async post(
    path: string,
    form: Record<string, string | string[]> = {},
    options: { csrf?: boolean } = {},
  ): Promise<{ status: number; body: string; location: string | null; headers: Headers }> {
    const body = new URLSearchParams();
    if (options.csrf !== false && !('_csrf' in form)) body.append('_csrf', this.csrf);
    for (const [name, value] of Object.entries(form)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    }
    return this.request('POST', path, body.toString());
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private async request(method: string, path: string, body?: string) {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size > 0) {
      headers['cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body !== undefined ? { body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(text);
    if (token) this.csrf = token[1]!;
    return {
      status: response.status,
      body: text,
      location: response.headers.get('location'),
      headers: response.headers,
    };
  }
}

/** The value of a hidden field in a page. */
export function hiddenField(page: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(page);
  if (!match) throw new Error(`no field ${name} in the page`);
  return match[1]!;
}
