/** 'Skip to content': the first focusable element of a page, jumping to `<main id="main-content">`. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
