// The query string a page reads, declared once per page (lib/page-queries.ts): each parameter
// with its value when absent, and, when it has a fixed set, the values it may take (anything
// else reads as the fallback, so a hand-edited URL shows the default). The page reads and
// writes its URL with these, and the build writes the same rules to dist/page-queries.json,
// from which the server knows which query a page's render depends on: one render per
// distinct reading, parameters in this order, defaults left out (issue 47: one source).
export type QueryParamRule = { readonly fallback: string; readonly values?: readonly string[] };
export type PageQueryRules = Readonly<Record<string, QueryParamRule>>;

// A reading of the rules: each parameter's value, typed by its values when it has a fixed set.
export type PageQuery<R extends PageQueryRules> = {
  [K in keyof R]: R[K] extends { values: readonly (infer V)[] } ? V : string;
};

export function readPageQuery<R extends PageQueryRules>(rules: R, params: URLSearchParams): PageQuery<R> {
  const out: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = params.get(name);
    out[name] = value !== null && (!rule.values || rule.values.includes(value)) ? value : rule.fallback;
  }
  return out as PageQuery<R>;
}

// The parameters in the rules' order, those at their fallback left out (so every reading has
// one spelling: the server's cache key and the app's URL agree).
export function writePageQuery<R extends PageQueryRules>(rules: R, query: PageQuery<R>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, rule] of Object.entries(rules)) {
    const value = (query as Record<string, string>)[name];
    if (value !== undefined && value !== rule.fallback) out.set(name, value);
  }
  return out;
}
