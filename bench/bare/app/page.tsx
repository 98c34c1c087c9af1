/** The bare page: static text, no client component, as `create-next-app` minus styling. */
export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>Baseline for the public pages&apos; Lighthouse and throughput figures (docs/benchmarks.md).</p>
    </main>
  );
}
