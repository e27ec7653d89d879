"use client";

// Replaces the root layout when it fails, so it carries its own <html> and minimal styles.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-US">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "6rem 1rem" }}>
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page.</p>
        <button type="button" onClick={reset} style={{ padding: "0.75rem 1.25rem", fontSize: "1rem" }}>
          Try again
        </button>
      </body>
    </html>
  );
}
