"use client";

import { ButtonLink } from "@/components/ui/button-link";

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
        <ButtonLink href="/" variant="outline">
          Go to the home page
        </ButtonLink>
      </div>
    </div>
  );
}
