import type { ReactNode } from "react";

export const metadata = { title: "Bare Next page", description: "Baseline of the bench." };

/** Root layout of the bare bench app: html and body, nothing else. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
