/**
 * Reports a failure the page has already handled for the person (a toast, a fallback, a redirect) to whoever is
 * debugging it: today the browser's console, with the original error so its cause and stack stay inspectable.
 *
 * This is the one place in the web client allowed to write to the console (eslint's no-console rule is off for this
 * file only), so that where errors go can change in one place (an error tracker, say) and so that the unit and e2e
 * console guards, which fail a test on any console.error it did not declare, see exactly these messages.
 *
 * @param context what failed, in words a developer recognises (often the text the person was shown)
 * @param detail the error or value behind it
 */
export function reportError(context: string, detail: unknown): void {
  console.error(context, detail);
}
