import { format, parseISO } from 'date-fns';
import { SkipLink } from '@/web/components/skip-link';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { LandingFooter } from '@/web/features/landing/components/landing-footer';
import { LandingNav } from '@/web/features/landing/components/landing-nav';
import { useSignedIn } from '@/web/features/landing/hooks/use-signed-in';
import { CREDITS, type LegalDocument, PRIVACY, TERMS } from '@/web/features/landing/legal-content';

/** One legal document as a readable page: its title, last-updated date, introduction and numbered sections. */
function LegalPage({ document: doc }: { document: LegalDocument }) {
  useDocumentTitle(doc.title);
  const signedIn = useSignedIn();
  return (
    <div className="flex min-h-svh flex-col bg-white">
      <SkipLink />
      <LandingNav signedIn={signedIn} />
      <main id="main-content" className="flex-1">
        <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <header className="border-b pb-6">
            <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {doc.title}
            </h1>
            <p className="mt-3 text-sm text-slate-600">
              Last updated: <time dateTime={doc.updated}>{format(parseISO(doc.updated), 'MMMM d, yyyy')}</time>
            </p>
          </header>
          <p className="mt-6 text-base leading-relaxed text-slate-700">{doc.intro}</p>
          {doc.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`legal-${index}`} className="mt-8">
              <h2 id={`legal-${index}`} className="text-xl font-semibold text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </main>
      <LandingFooter />
    </div>
  );
}

/** /terms: the Terms of Service, public (linked from the landing footer and the sign-up notice). */
export function TermsPage() {
  return <LegalPage document={TERMS} />;
}

/** /privacy: the Privacy Policy, public (linked from the landing footer and the sign-up notice). */
export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}

/** /credits: the data sources, type and icons the product uses, with their licences; public, linked from the footer. */
export function CreditsPage() {
  return <LegalPage document={CREDITS} />;
}
