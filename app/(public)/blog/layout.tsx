/** React Query for the client islands of this route (components/providers.tsx, issue 16 §5). */
export { ProvidersLayout as default } from "@/components/providers";
