/** A small client for the public API over real HTTP, as an integrator's code would call it. */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  idempotencyKey?: string | null;
  /** Raw body text, sent as is (for malformed-JSON tests). */
  raw?: string;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly key: string | null,
  ) {}

  withKey(key: string | null): ApiClient {
    return new ApiClient(this.baseUrl, key);
  }

  get<T = any>(
    path: string,
    query?: Record<string, string | number | boolean>,
    options: RequestOptions = {},
  ) {
    const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    return this.request<T>('GET', path + qs, undefined, options);
  }

  post<T = any>(path: string, body: unknown, options: RequestOptions = {}) {
    const idempotencyKey =
      options.idempotencyKey === undefined ? crypto.randomUUID() : options.idempotencyKey;
    const headers = {
      ...(idempotencyKey !== null ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...options.headers,
    };
    return this.request<T>('POST', path, body, { ...options, headers });
  }

  patch<T = any>(path: string, body: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, body, options);
  }

  async request<T = any>(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
    const headers: Record<string, string> = {};
    if (this.key !== null) headers['Authorization'] = `Bearer ${this.key}`;
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: { ...headers, ...options.headers },
      ...(payload !== undefined ? { body: payload } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed as T,
      text,
    } satisfies ApiResponse<T>;
  }
}
