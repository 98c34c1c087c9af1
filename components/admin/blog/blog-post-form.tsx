"use client";
/**
 * The admin blog post form with a live preview sanitised exactly as the site renders it. Validated with the API's
 * schema (lib/validation/blog-post.ts); server field errors (e.g. 409 slug taken) show at the fields.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Calculator, Loader2, Save, Wand2 } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { BlogContent } from "@/components/blog/blog-content";
import { fieldAria, FormField, NativeSelect } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { slugify, type AdminBlogPost } from "@/lib/domain/admin-content";
import { readingTimeMinutes } from "@/lib/domain/blog";
import { BLOG_CATEGORY_LABELS } from "@/lib/domain/blog";
import { applyServerErrors } from "@/lib/http/form-errors";
import { sanitizeBlogHtml } from "@/lib/sanitize-html";
import {
  BLOG_POST_LIMITS,
  blogPostInputSchema,
  type BlogPostFormValues,
  type BlogPostInput,
} from "@/lib/validation/blog-post";
import { useSaveBlogPost } from "./queries";
import { TagInput } from "./tag-input";

const EMPTY: BlogPostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  imageUrl: "",
  category: "",
  readingTime: 5,
  tags: [],
  published: false,
  featured: false,
  metaTitle: "",
  metaDescription: "",
};

function formValuesOf(post: AdminBlogPost | undefined): BlogPostFormValues {
  if (!post) return EMPTY;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    imageUrl: post.imageUrl ?? "",
    category: post.category,
    readingTime: post.readingTime,
    tags: post.tags,
    published: post.published,
    featured: post.featured,
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
  };
}

export function BlogPostForm({
  post,
  onClose,
  onCancel,
  onPendingChange,
  onDirtyChange,
}: {
  post?: AdminBlogPost;
  /** Closes the editor after a successful save. */
  onClose: () => void;
  /** Abbrechen: asks before discarding unsaved edits (defaults to onClose). */
  onCancel?: () => void;
  onPendingChange: (pending: boolean) => void;
  /** Told whenever the form gets or loses unsaved edits. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const save = useSaveBlogPost(post?.id);
  const form = useForm<BlogPostFormValues, unknown, BlogPostInput>({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: formValuesOf(post),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { control, register, handleSubmit, setError, setValue, getValues, formState } = form;
  const { errors } = formState;
  const pending = save.isPending;
  const [slugEdited, setSlugEdited] = useState(post !== undefined);

  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // A new post's slug follows its title until the slug is edited by hand.
  const title = useWatch({ control, name: "title" });
  useEffect(() => {
    if (!slugEdited) setValue("slug", slugify(title ?? ""), { shouldValidate: formState.isSubmitted });
  }, [title, slugEdited, setValue, formState.isSubmitted]);

  const content = useWatch({ control, name: "content" });
  const deferredContent = useDeferredValue(content ?? "");
  const previewHtml = useMemo(() => sanitizeBlogHtml(deferredContent), [deferredContent]);
  const excerptLength = (useWatch({ control, name: "excerpt" }) ?? "").trim().length;

  const submit = handleSubmit(
    (input) =>
      save.mutate(input, {
        onSuccess: ({ post: saved }) => {
          toast.success(post ? "Artikel gespeichert" : "Artikel erstellt", {
            description: saved.published
              ? `„${saved.title}“ ist unter /blog/${saved.slug} veröffentlicht.`
              : `„${saved.title}“ ist als Entwurf gespeichert.`,
          });
          onClose();
        },
        onError: (error) =>
          applyServerErrors({ setError }, error, {
            title: "Artikel konnte nicht gespeichert werden",
            fallback: "Bitte versuchen Sie es später erneut.",
          }),
      }),
    () =>
      toast.error("Artikel konnte nicht gespeichert werden", {
        description: "Bitte korrigieren Sie die markierten Felder.",
      }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={post ? "Artikel bearbeiten" : "Neuer Artikel"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="blog-title" label="Titel" error={errors.title?.message}>
          <Input
            id="blog-title"
            maxLength={BLOG_POST_LIMITS.title}
            {...fieldAria("blog-title", errors.title?.message)}
            {...register("title")}
          />
        </FormField>
        <FormField
          id="blog-slug"
          label="Slug (URL)"
          hint="Kleinbuchstaben, Ziffern und Bindestriche; die Adresse ist /blog/{slug}"
          error={errors.slug?.message}
        >
          <div className="flex gap-2">
            <Input
              id="blog-slug"
              className="font-mono"
              autoComplete="off"
              maxLength={BLOG_POST_LIMITS.slug}
              {...fieldAria("blog-slug", errors.slug?.message, "blog-slug-hint")}
              {...register("slug", { onChange: () => setSlugEdited(true) })}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Slug aus dem Titel erzeugen"
              title="Slug aus dem Titel erzeugen"
              onClick={() =>
                setValue("slug", slugify(getValues("title") ?? ""), { shouldValidate: true, shouldDirty: true })
              }
            >
              <Wand2 aria-hidden="true" />
            </Button>
          </div>
        </FormField>
        <FormField id="blog-category" label="Kategorie" error={errors.category?.message}>
          <NativeSelect
            id="blog-category"
            {...fieldAria("blog-category", errors.category?.message)}
            {...register("category")}
          >
            <option value="">Bitte wählen</option>
            {Object.entries(BLOG_CATEGORY_LABELS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="blog-image"
          label="Bild-URL (optional)"
          hint="Pfad eines Bildes der Website, z. B. /images/blog/bad.webp, oder eine https-Adresse"
          error={errors.imageUrl?.message}
        >
          <Input
            id="blog-image"
            inputMode="url"
            autoComplete="off"
            maxLength={BLOG_POST_LIMITS.imageUrl}
            {...fieldAria("blog-image", errors.imageUrl?.message, "blog-image-hint")}
            {...register("imageUrl")}
          />
        </FormField>
      </div>

      <FormField
        id="blog-excerpt"
        label="Kurzbeschreibung"
        hint={`${excerptLength} Zeichen (mindestens 50)`}
        error={errors.excerpt?.message}
      >
        <Textarea
          id="blog-excerpt"
          rows={3}
          maxLength={BLOG_POST_LIMITS.excerpt}
          {...fieldAria("blog-excerpt", errors.excerpt?.message, "blog-excerpt-hint")}
          {...register("excerpt")}
        />
      </FormField>

      <div className="grid gap-4 lg:grid-cols-2">
        <FormField
          id="blog-content"
          label="Inhalt (HTML)"
          hint="Erlaubt: h2–h4, p, Listen, Tabellen, Links, Hervorhebungen, Zitate, Bilder der Website. Alles andere wird entfernt."
          error={errors.content?.message}
        >
          <Textarea
            id="blog-content"
            rows={18}
            spellCheck={false}
            className="max-h-[32rem] min-h-72 font-mono text-sm [field-sizing:fixed]"
            maxLength={BLOG_POST_LIMITS.content}
            {...fieldAria("blog-content", errors.content?.message, "blog-content-hint")}
            {...register("content")}
          />
        </FormField>
        <section aria-labelledby="blog-preview-title" className="grid content-start gap-1.5">
          <h3 id="blog-preview-title" className="text-sm font-medium">
            Vorschau (bereinigt)
          </h3>
          <div className="max-h-[32rem] min-h-72 overflow-auto rounded-md border bg-card p-4">
            {previewHtml.trim() ? (
              <BlogContent html={previewHtml} />
            ) : (
              <p className="text-sm text-muted-foreground">Noch kein Inhalt.</p>
            )}
          </div>
        </section>
      </div>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <FormField id="blog-reading-time" label="Lesezeit (Minuten)" error={errors.readingTime?.message}>
          <div className="flex gap-2">
            <Input
              id="blog-reading-time"
              type="number"
              inputMode="numeric"
              min={1}
              max={BLOG_POST_LIMITS.readingTimeMax}
              step={1}
              {...fieldAria("blog-reading-time", errors.readingTime?.message)}
              {...register("readingTime", { valueAsNumber: true })}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Lesezeit aus dem Inhalt berechnen"
              title="Lesezeit aus dem Inhalt berechnen"
              onClick={() =>
                setValue("readingTime", readingTimeMinutes(getValues("content") ?? ""), {
                  shouldValidate: true,
                  shouldDirty: true,
                })
              }
            >
              <Calculator aria-hidden="true" />
            </Button>
          </div>
        </FormField>
        <FormField
          id="blog-tags"
          label="Tags (optional)"
          error={errors.tags?.message ?? errors.tags?.root?.message ?? errors.tags?.find?.((e) => e)?.message}
        >
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagInput
                id="blog-tags"
                value={field.value ?? []}
                onChange={field.onChange}
                maxTags={BLOG_POST_LIMITS.tags}
                maxLength={BLOG_POST_LIMITS.tag}
                invalid={Boolean(errors.tags)}
                describedBy={errors.tags ? "blog-tags-error" : undefined}
              />
            )}
          />
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="blog-meta-title" label="Meta-Titel (optional)" error={errors.metaTitle?.message}>
          <Input
            id="blog-meta-title"
            maxLength={BLOG_POST_LIMITS.metaTitle}
            {...fieldAria("blog-meta-title", errors.metaTitle?.message)}
            {...register("metaTitle")}
          />
        </FormField>
        <FormField
          id="blog-meta-description"
          label="Meta-Beschreibung (optional)"
          error={errors.metaDescription?.message}
        >
          <Textarea
            id="blog-meta-description"
            rows={2}
            maxLength={BLOG_POST_LIMITS.metaDescription}
            {...fieldAria("blog-meta-description", errors.metaDescription?.message)}
            {...register("metaDescription")}
          />
        </FormField>
      </div>

      <div className="flex flex-wrap gap-6">
        {(["published", "featured"] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`blog-${name}`}
                  ref={field.ref}
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={`blog-${name}`}>{name === "published" ? "Veröffentlicht" : "Hervorgehoben"}</Label>
              </div>
            )}
          />
        ))}
      </div>

      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-4">
        <Button type="button" variant="outline" onClick={onCancel ?? onClose} disabled={pending}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {pending ? "Wird gespeichert..." : "Speichern"}
        </Button>
      </DialogFooter>
    </form>
  );
}
