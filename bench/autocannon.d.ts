/** The part of autocannon's programmatic API the load runs use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Seconds. */
    timeout?: number;
  }
  interface Stats {
    average: number;
    total: number;
  }
  interface Result {
    requests: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
