/**
 * Seed articles of the blog (Ratgeber). Inserted by prisma/seed.ts when their slug is not taken.
 */
export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML (sanitised again when saved and rendered). */
  content: string;
  /** Site path of an image in public/, e.g. "/images/blog/bad-kosten.webp". */
  imageUrl: string;
  category: string;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  readingTime: number;
  featured: boolean;
  /** ISO date of publication. */
  publishedAt: string;
}

export const BLOG_POST_SEEDS: readonly BlogPostSeed[] = [];
