"use client";

// Styled inline rather than with ButtonLink: this boundary loads on every page, so it imports nothing.
export default function ErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-600">Something went wrong while showing this page.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={reset}
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Try again
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Go to the home page
        </a>
      </div>
    </div>
  );
}
