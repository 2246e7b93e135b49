import { createContext, useContext } from 'react';

/**
 * The cookies of the request a page is rendered for on the server (src/web/prerender.tsx), as a `Cookie` header value;
 * undefined in the browser, where `document.cookie` holds them. State that a cookie remembers (the sidebar's) is read
 * from here during the server's render, so the markup matches what the browser's first render produces.
 */
export const RequestCookieContext = createContext<string | undefined>(undefined);

/**
 * The value of cookie `name` for this render: from the request on the server, from `document.cookie` in the browser;
 * undefined when it is not set. Cookie syntax: RFC 6265 §4.2.1 (`name=value` pairs separated by `; `).
 */
export function useCookieReader(): (name: string) => string | undefined {
  const requestCookie = useContext(RequestCookieContext);
  return (name) => {
    const header = requestCookie ?? globalThis.document?.cookie ?? '';
    const pair = header.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
    return pair?.slice(name.length + 1);
  };
}
