// netlify-redirector ships no types; these are the calls `netlify dev` makes (netlify-cli's rules proxy).
declare module "netlify-redirector" {
  export interface RedirectMatch {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }
  export interface RedirectMatcher {
    match(request: {
      scheme: string;
      host: string;
      path: string;
      query: string;
      getHeader(name: string): string;
      getCookie(name: string): string;
    }): RedirectMatch | null;
  }
  export function parsePlain(rules: string, options: object): Promise<RedirectMatcher>;
}
