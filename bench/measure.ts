import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Called per request, e.g. to give every order its own Idempotency-Key. */
  perRequestHeaders?: () => Record<string, string>;
  /** Called per request to vary the path, e.g. so that answers cannot come from a cache. */
  perRequestPath?: () => string;
  connections?: number;
  seconds?: number;
}

/** Load before the measured run, discarded: a fresh process's JIT has not compiled the route yet. */
const WARM_UP_SECONDS = 1;

export async function measure(options: LoadOptions): Promise<Measurement> {
  await load(options, WARM_UP_SECONDS);
  const result = await load(options, options.seconds ?? 5);
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function load(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: seconds,
    requests: [
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        // Only when asked: a per-request hook costs the load generator time on every route.
        ...(options.perRequestHeaders || options.perRequestPath
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                ...(options.perRequestPath ? { path: options.perRequestPath() } : {}),
                headers: { ...request.headers, ...options.perRequestHeaders?.() },
              }),
            }
          : {}),
      },
    ],
  });
}

export interface RatioMeasurement {
  /** The round whose ratio was the median. */
  route: Measurement;
  ratio: number;
  /** Every round's ratio, lowest first: the spread shows how steady the machine was. */
  rounds: number[];
  baselines: Measurement[];
  /** Every round's run of the route, in the order they ran. */
  routeRuns: Measurement[];
}

/**
 * A route's requests per second as a ratio to the baseline's, measured `rounds` times, each
 * right after a fresh baseline run, keeping the median ratio. On this shared 2-core machine a
 * single baseline run and a single route run minutes apart moved the ratio by ±40%; pairing
 * them lets a slow stretch of the machine hit both sides of the ratio instead of one.
 */
export async function measureAgainstBaseline(
  baseline: LoadOptions,
  route: LoadOptions,
  rounds = 5,
): Promise<RatioMeasurement> {
  const pairs: { route: Measurement; baseline: Measurement; ratio: number }[] = [];
  const routeRuns: Measurement[] = [];
  for (let round = 0; round < rounds; round++) {
    const base = await measure(baseline);
    const measured = await measure(route);
    routeRuns.push(measured);
    pairs.push({
      route: measured,
      baseline: base,
      ratio: measured.requestsPerSecond / base.requestsPerSecond,
    });
  }
  pairs.sort((a, b) => a.ratio - b.ratio);
  const median = pairs[Math.floor(pairs.length / 2)]!;
  return {
    route: median.route,
    ratio: median.ratio,
    rounds: pairs.map((pair) => Number(pair.ratio.toFixed(2))),
    baselines: pairs.map((pair) => pair.baseline),
    routeRuns,
  };
}
