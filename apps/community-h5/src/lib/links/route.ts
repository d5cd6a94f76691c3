/** A value of a link's path or query. */
export type Id = number | string;
/** A query value: left out of the link when undefined or empty. */
export type QueryValue = string | number | undefined;

type PathNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type QueryNames<Q extends string> = Q extends `${infer Key}&${infer Rest}` ? Key | QueryNames<Rest> : Q;
type PathOf<S extends string> = S extends `${infer P}?${string}` ? P : S;
type QueryOf<S extends string> = S extends `${string}?${infer Q}` ? QueryNames<Q> : never;
type Needed<K> = K extends `${string}?` ? never : K;
type Optional<K> = K extends `${infer Name}?` ? Name : never;

/**
 * What a link of `spec` takes: every `:param` of the path and every query key, by name; a query
 * key written `key?` may be left out.
 */
export type LinkParams<S extends string> = { [K in PathNames<PathOf<S>> | Needed<QueryOf<S>>]: Id } & {
  [K in Optional<QueryOf<S>>]?: QueryValue;
};

/** A typed link to one route: call it with the route's params; `route` is the path as the manifest registers it. */
export type Link<S extends string> = ((
  ...params: object extends LinkParams<S> ? [params?: LinkParams<S>] : [params: LinkParams<S>]
) => string) & { readonly route: PathOf<S> };

/** `path` with `query` appended, leaving out undefined and empty values. */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The link builder of a route: `spec` is the route's path as its module's manifest registers it,
 * then, after `?`, the query keys the page reads, `&`-separated, in the order the link writes them
 * (`key?` when the link may leave it out). Path params are encoded, so an id cannot add segments.
 *
 * @example
 * const detail = route('/app/act/:iid/detail/:id');
 * detail({ iid: 1000, id: 7 }) // '/app/act/1000/detail/7'
 * const cashier = route('/app/pay/order?orderId&iid');
 * cashier({ orderId: 'T1', iid: 1000 }) // '/app/pay/order?orderId=T1&iid=1000'
 */
export function route<const S extends string>(spec: S): Link<S> {
  const cut = spec.indexOf('?');
  const path = cut < 0 ? spec : spec.slice(0, cut);
  const keys = cut < 0 ? [] : spec.slice(cut + 1).split('&').map((key) => key.replace(/\?$/, ''));
  const build = (params: Readonly<Record<string, QueryValue>> = {}) =>
    withQuery(
      path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name]))),
      Object.fromEntries(keys.map((key) => [key, params[key]])),
    );
  return Object.assign(build, { route: path }) as unknown as Link<S>;
}
