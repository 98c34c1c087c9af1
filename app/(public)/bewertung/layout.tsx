/** React Query for the client islands of this route. */
export { ProvidersLayout as default } from "@/components/providers";
