"use client";
/**
 * The list of a project's photos and plans. Its URLs are signed for 5 minutes (SIGNED_URL_TTL_SECONDS), so the list
 * goes stale after 2 and is fetched again every 4 minutes while shown: a thumbnail never points at an expired link.
 */
import { useQuery } from "@tanstack/react-query";

import type { ProjectFileView } from "@/lib/files/project-files";
import { getJson } from "@/lib/http/api-client";

const STALE_MS = 2 * 60_000;
const REFETCH_MS = 4 * 60_000;

/** Query key of the file list at `url` (a GET route answering { files }). */
export function projectFilesKey(url: string) {
  return ["project-files", url] as const;
}

/** The files listed at `url`, newest first. */
export function useProjectFiles(url: string) {
  return useQuery({
    queryKey: projectFilesKey(url),
    queryFn: async () => (await getJson<{ files: ProjectFileView[] }>(url)).files,
    staleTime: STALE_MS,
    refetchInterval: REFETCH_MS,
  });
}
