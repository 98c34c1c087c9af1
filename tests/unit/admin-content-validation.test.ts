/**
 * Admin content schemas and rules without a database: the quiz editor schema (lib/validation/quiz.ts),
 * the blog post form schema and status switch (lib/validation/blog-post.ts, authenticated-side.md §5
 * "Blog post"), the lead-score warnings of the quiz editor, slug suggestions and reading-time estimates.
 */
import { BLOG_POST_SEEDS } from "@/lib/content/blog-posts";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import { leadScoreQuestionTemplates, quizLeadScoreWarnings, slugify } from "@/lib/domain/admin-content";
import { readingTimeMinutes } from "@/lib/domain/blog";
import {
  BLOG_POST_LIMITS,
  BLOG_POST_MESSAGES,
  blogPostInputSchema,
  blogPostStatusSchema,
  isValidImageUrl,
} from "@/lib/validation/blog-post";
import { QUIZ_LIMITS, QUIZ_MESSAGES, quizInputSchema } from "@/lib/validation/quiz";

/** First message per path ("a.0.b") of a failed parse, {} when it passes. */
function errorsOf(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const map: Record<string, string> = {};
  for (const issue of result.error!.issues) map[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return map;
}

// -------------------------------------------------------------------------------------------------
// Quiz
// -------------------------------------------------------------------------------------------------

const question = (overrides: Record<string, unknown> = {}) => ({
  id: "project_type",
  text: "Was soll gemacht werden?",
  type: "radio",
  options: ["Alles neu", "Nur Fliesen"],
  required: true,
  placeholder: "",
  ...overrides,
});

const quiz = (overrides: Record<string, unknown> = {}) => ({
  serviceType: "badrenovierung",
  title: "Badrenovierung – Angebote einholen",
  description: "Ein paar Fragen zu Ihrem Bad.",
  isActive: true,
  questions: [question(), ...leadScoreQuestionTemplates()],
  ...overrides,
});

const quizErrors = (input: unknown) => errorsOf(quizInputSchema, input);

describe("quizInputSchema", () => {
  it("accepts a valid quiz, trims texts, drops an empty placeholder and turns an empty description into null", () => {
    const parsed = quizInputSchema.parse(
      quiz({
        serviceType: "  küchenrenovierung ",
        title: "  Küche  ",
        description: "   ",
        questions: [
          question({ id: " budget_range ", text: " Budget? ", options: [" bis 10.000 € ", "mehr"], placeholder: "  " }),
        ],
      }),
    );
    expect(parsed).toEqual({
      serviceType: "küchenrenovierung",
      title: "Küche",
      description: null,
      isActive: true,
      questions: [
        { id: "budget_range", text: "Budget?", type: "radio", options: ["bis 10.000 €", "mehr"], required: true },
      ],
    });
  });

  it("keeps a placeholder, defaults required and isActive to true and normalises the service id to NFC", () => {
    const { isActive: _active, ...withoutActive } = quiz();
    const parsed = quizInputSchema.parse({
      ...withoutActive,
      serviceType: "ku\u0308chenrenovierung",
      questions: [
        { id: "q1", text: "Frage", type: "checkbox", options: ["a", "b"], placeholder: "Mehrfachauswahl möglich" },
      ],
    });
    expect(parsed.isActive).toBe(true);
    expect(parsed.serviceType).toBe("küchenrenovierung");
    expect(parsed.questions[0]).toEqual({
      id: "q1",
      text: "Frage",
      type: "checkbox",
      options: ["a", "b"],
      required: true,
      placeholder: "Mehrfachauswahl möglich",
    });
  });

  it("accepts every seeded quiz unchanged, without lead-score warnings", () => {
    for (const definition of QUIZ_DEFINITIONS) {
      const parsed = quizInputSchema.parse({ ...definition, isActive: true });
      expect(parsed.questions).toEqual(definition.questions);
      expect(quizLeadScoreWarnings(parsed.questions)).toEqual([]);
    }
  });

  it.each([
    ["missing service", { serviceType: undefined }, "serviceType", QUIZ_MESSAGES.serviceTypeRequired],
    ["empty service", { serviceType: "  " }, "serviceType", QUIZ_MESSAGES.serviceTypeRequired],
    ["service with capitals", { serviceType: "Badrenovierung" }, "serviceType", QUIZ_MESSAGES.serviceTypeFormat],
    ["service with a space", { serviceType: "bad renovierung" }, "serviceType", QUIZ_MESSAGES.serviceTypeFormat],
    ["service with a slash", { serviceType: "bad/renovierung" }, "serviceType", QUIZ_MESSAGES.serviceTypeFormat],
    ["service with a double hyphen", { serviceType: "bad--neu" }, "serviceType", QUIZ_MESSAGES.serviceTypeFormat],
    [
      "too long service",
      { serviceType: "a".repeat(QUIZ_LIMITS.serviceType + 1) },
      "serviceType",
      QUIZ_MESSAGES.serviceTypeTooLong,
    ],
    ["missing title", { title: undefined }, "title", QUIZ_MESSAGES.titleRequired],
    ["blank title", { title: "   " }, "title", QUIZ_MESSAGES.titleRequired],
    ["too long title", { title: "T".repeat(QUIZ_LIMITS.title + 1) }, "title", QUIZ_MESSAGES.titleTooLong],
    [
      "too long description",
      { description: "d".repeat(QUIZ_LIMITS.description + 1) },
      "description",
      QUIZ_MESSAGES.descriptionTooLong,
    ],
    ["description not text", { description: 5 }, "description", QUIZ_MESSAGES.descriptionTooLong],
    ["isActive not boolean", { isActive: "ja" }, "isActive", QUIZ_MESSAGES.isActiveInvalid],
    ["no questions", { questions: [] }, "questions", QUIZ_MESSAGES.questionsRequired],
    ["questions not a list", { questions: "x" }, "questions", QUIZ_MESSAGES.questionsRequired],
    [
      "too many questions",
      { questions: Array.from({ length: QUIZ_LIMITS.questions + 1 }, (_, i) => question({ id: `q${i}` })) },
      "questions",
      QUIZ_MESSAGES.tooManyQuestions,
    ],
  ])("rejects a %s", (_name, overrides, path, message) => {
    expect(quizErrors(quiz(overrides))[path]).toBe(message);
  });

  it.each([
    ["missing id", { id: undefined }, "id", QUIZ_MESSAGES.questionIdRequired],
    ["empty id", { id: " " }, "id", QUIZ_MESSAGES.questionIdRequired],
    ["id with hyphen", { id: "project-type" }, "id", QUIZ_MESSAGES.questionIdFormat],
    ["id with capitals", { id: "ProjectType" }, "id", QUIZ_MESSAGES.questionIdFormat],
    ["too long id", { id: "q".repeat(QUIZ_LIMITS.questionId + 1) }, "id", QUIZ_MESSAGES.questionIdTooLong],
    ["missing text", { text: undefined }, "text", QUIZ_MESSAGES.questionTextRequired],
    ["blank text", { text: "  " }, "text", QUIZ_MESSAGES.questionTextRequired],
    ["too long text", { text: "x".repeat(QUIZ_LIMITS.questionText + 1) }, "text", QUIZ_MESSAGES.questionTextTooLong],
    ["unknown type", { type: "select" }, "type", QUIZ_MESSAGES.typeInvalid],
    ["missing options", { options: undefined }, "options", QUIZ_MESSAGES.optionsMin],
    ["one option", { options: ["nur eine"] }, "options", QUIZ_MESSAGES.optionsMin],
    [
      "too many options",
      { options: Array.from({ length: QUIZ_LIMITS.options + 1 }, (_, i) => `Option ${i}`) },
      "options",
      QUIZ_MESSAGES.tooManyOptions,
    ],
    ["empty option", { options: ["a", "  "] }, "options.1", QUIZ_MESSAGES.optionRequired],
    ["option not text", { options: ["a", 2] }, "options.1", QUIZ_MESSAGES.optionRequired],
    [
      "too long option",
      { options: ["a", "o".repeat(QUIZ_LIMITS.optionText + 1)] },
      "options.1",
      QUIZ_MESSAGES.optionTooLong,
    ],
    ["repeated option", { options: ["a", "b", " a "] }, "options.2", QUIZ_MESSAGES.optionDuplicate],
    ["required not boolean", { required: "ja" }, "required", QUIZ_MESSAGES.requiredInvalid],
    [
      "too long placeholder",
      { placeholder: "p".repeat(QUIZ_LIMITS.placeholder + 1) },
      "placeholder",
      QUIZ_MESSAGES.placeholderTooLong,
    ],
  ])("rejects a question with a %s", (_name, overrides, field, message) => {
    expect(quizErrors(quiz({ questions: [question(overrides)] }))[`questions.0.${field}`]).toBe(message);
  });

  it("reports a repeated question id at the repeated question", () => {
    const errors = quizErrors(
      quiz({ questions: [question({ id: "a" }), question({ id: "b" }), question({ id: "a" })] }),
    );
    expect(errors).toEqual({ "questions.2.id": QUIZ_MESSAGES.questionIdDuplicate });
  });

  it("keeps every limit within what POST /api/projects accepts for answers", () => {
    expect(QUIZ_LIMITS.questions).toBeLessThanOrEqual(50);
    expect(QUIZ_LIMITS.questionId).toBeLessThanOrEqual(100);
    expect(QUIZ_LIMITS.optionText).toBeLessThanOrEqual(500);
    expect(QUIZ_LIMITS.options).toBeLessThanOrEqual(30);
    expect(QUIZ_LIMITS.serviceType).toBeLessThanOrEqual(100);
  });
});

describe("quizLeadScoreWarnings", () => {
  const closing = leadScoreQuestionTemplates();

  it("is empty when both scored questions close the quiz with the scored options", () => {
    expect(quizLeadScoreWarnings([question(), ...closing])).toEqual([]);
  });

  it("warns about each missing scored question", () => {
    const warnings = quizLeadScoreWarnings([question()]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("„intent_readiness“ fehlt");
    expect(warnings[1]).toContain("„start_timeline“ fehlt");
    expect(quizLeadScoreWarnings([question(), closing[1]!])).toEqual([
      expect.stringContaining("„intent_readiness“ fehlt"),
    ]);
  });

  it("warns about options that earn no points", () => {
    const changed = { ...closing[0]!, options: [...closing[0]!.options.slice(1), "Bin startklar"] };
    expect(quizLeadScoreWarnings([question(), changed, closing[1]!])).toEqual([
      "Die Frage „intent_readiness“ enthält Antworten ohne Punkte für den Lead-Score: „Bin startklar“.",
    ]);
  });

  it("warns when the scored questions are not at the end", () => {
    expect(quizLeadScoreWarnings([closing[0]!, closing[1]!, question()])).toEqual([
      "Die Fragen „intent_readiness“ und „start_timeline“ sollten am Ende des Quiz stehen.",
    ]);
    expect(quizLeadScoreWarnings([closing[0]!, question(), closing[1]!])).toHaveLength(1);
  });
});

// -------------------------------------------------------------------------------------------------
// Blog
// -------------------------------------------------------------------------------------------------

const CONTENT = `<h2>Kosten</h2><p>${"Eine Badsanierung in Wien kostet je nach Ausstattung unterschiedlich viel. ".repeat(3)}</p>`;

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Badsanierung in Wien",
  slug: "badsanierung-wien-2026",
  excerpt: "Was eine Badsanierung in Wien kostet und wie Sie Angebote richtig vergleichen.",
  content: CONTENT,
  imageUrl: "/images/blog/bad.webp",
  category: "badezimmer",
  readingTime: 4,
  tags: ["Bad", "Kosten"],
  published: false,
  featured: false,
  metaTitle: "Badsanierung Wien",
  metaDescription: "Kosten und Ablauf einer Badsanierung in Wien.",
  ...overrides,
});

const blogErrors = (input: unknown) => errorsOf(blogPostInputSchema, input);

describe("blogPostInputSchema", () => {
  it("accepts a valid post and trims its texts", () => {
    const parsed = blogPostInputSchema.parse(
      post({ title: "  Badsanierung in Wien  ", slug: " badsanierung-wien-2026 " }),
    );
    expect(parsed).toEqual({ ...post(), title: "Badsanierung in Wien" });
  });

  it("applies the §5 defaults: reading time 5, no tags, not published, not featured; empty optional texts become null", () => {
    const { readingTime: _r, tags: _t, published: _p, featured: _f, ...rest } = post();
    const parsed = blogPostInputSchema.parse({ ...rest, imageUrl: "", metaTitle: "  ", metaDescription: undefined });
    expect(parsed).toMatchObject({
      readingTime: 5,
      tags: [],
      published: false,
      featured: false,
      imageUrl: null,
      metaTitle: null,
      metaDescription: null,
    });
  });

  it("drops empty and repeated tags after trimming", () => {
    expect(blogPostInputSchema.parse(post({ tags: [" Bad ", "", "Bad", "Kosten", "  "] })).tags).toEqual([
      "Bad",
      "Kosten",
    ]);
  });

  it("accepts every seeded article", () => {
    for (const seed of BLOG_POST_SEEDS) {
      expect(blogErrors({ ...seed, published: true })).toEqual({});
    }
  });

  it.each([
    ["title shorter than 5", { title: "Bad " }, "title", BLOG_POST_MESSAGES.titleMin],
    ["missing title", { title: undefined }, "title", BLOG_POST_MESSAGES.titleMin],
    ["too long title", { title: "T".repeat(BLOG_POST_LIMITS.title + 1) }, "title", BLOG_POST_MESSAGES.titleMax],
    ["slug shorter than 3", { slug: "ab" }, "slug", BLOG_POST_MESSAGES.slugMin],
    ["missing slug", { slug: undefined }, "slug", BLOG_POST_MESSAGES.slugMin],
    ["slug with capitals", { slug: "Bad-Kosten" }, "slug", BLOG_POST_MESSAGES.slugFormat],
    ["slug with an umlaut", { slug: "küche-kosten" }, "slug", BLOG_POST_MESSAGES.slugFormat],
    ["slug with an underscore", { slug: "bad_kosten" }, "slug", BLOG_POST_MESSAGES.slugFormat],
    ["slug with a space", { slug: "bad kosten" }, "slug", BLOG_POST_MESSAGES.slugFormat],
    ["slug with a slash", { slug: "bad/kosten" }, "slug", BLOG_POST_MESSAGES.slugFormat],
    ["too long slug", { slug: "a".repeat(BLOG_POST_LIMITS.slug + 1) }, "slug", BLOG_POST_MESSAGES.slugMax],
    ["excerpt shorter than 50", { excerpt: "x".repeat(49) }, "excerpt", BLOG_POST_MESSAGES.excerptMin],
    ["missing excerpt", { excerpt: undefined }, "excerpt", BLOG_POST_MESSAGES.excerptMin],
    [
      "too long excerpt",
      { excerpt: "x".repeat(BLOG_POST_LIMITS.excerpt + 1) },
      "excerpt",
      BLOG_POST_MESSAGES.excerptMax,
    ],
    ["content shorter than 100", { content: "c".repeat(99) }, "content", BLOG_POST_MESSAGES.contentMin],
    ["missing content", { content: undefined }, "content", BLOG_POST_MESSAGES.contentMin],
    [
      "too long content",
      { content: "c".repeat(BLOG_POST_LIMITS.content + 1) },
      "content",
      BLOG_POST_MESSAGES.contentMax,
    ],
    ["image URL without scheme", { imageUrl: "bild.jpg" }, "imageUrl", BLOG_POST_MESSAGES.imageUrl],
    ["javascript image URL", { imageUrl: "javascript:alert(1)" }, "imageUrl", BLOG_POST_MESSAGES.imageUrl],
    ["data image URL", { imageUrl: "data:image/png;base64,AAAA" }, "imageUrl", BLOG_POST_MESSAGES.imageUrl],
    ["protocol-relative image URL", { imageUrl: "//cdn.example.com/a.jpg" }, "imageUrl", BLOG_POST_MESSAGES.imageUrl],
    ["image URL with a space", { imageUrl: "https://example.com/a b.jpg" }, "imageUrl", BLOG_POST_MESSAGES.imageUrl],
    [
      "too long image URL",
      { imageUrl: `/images/${"a".repeat(BLOG_POST_LIMITS.imageUrl)}.jpg` },
      "imageUrl",
      BLOG_POST_MESSAGES.imageUrl,
    ],
    ["missing category", { category: undefined }, "category", BLOG_POST_MESSAGES.categoryRequired],
    ["empty category", { category: "" }, "category", BLOG_POST_MESSAGES.categoryRequired],
    ["unknown category", { category: "heimwerken" }, "category", BLOG_POST_MESSAGES.categoryInvalid],
    ["inherited property as category", { category: "toString" }, "category", BLOG_POST_MESSAGES.categoryInvalid],
    ["reading time 0", { readingTime: 0 }, "readingTime", BLOG_POST_MESSAGES.readingTimeMin],
    ["fractional reading time", { readingTime: 2.5 }, "readingTime", BLOG_POST_MESSAGES.readingTimeInteger],
    ["reading time as text", { readingTime: "5" }, "readingTime", BLOG_POST_MESSAGES.readingTimeInteger],
    [
      "empty reading time (NaN from the number input)",
      { readingTime: Number.NaN },
      "readingTime",
      BLOG_POST_MESSAGES.readingTimeInteger,
    ],
    [
      "too long reading time",
      { readingTime: BLOG_POST_LIMITS.readingTimeMax + 1 },
      "readingTime",
      BLOG_POST_MESSAGES.readingTimeMax,
    ],
    ["too long tag", { tags: ["t".repeat(BLOG_POST_LIMITS.tag + 1)] }, "tags.0", BLOG_POST_MESSAGES.tagMax],
    ["tag that is not text", { tags: [3] }, "tags.0", BLOG_POST_MESSAGES.tagInvalid],
    ["tags that are not a list", { tags: "Bad" }, "tags", BLOG_POST_MESSAGES.tagInvalid],
    [
      "too many tags",
      { tags: Array.from({ length: BLOG_POST_LIMITS.tags + 1 }, (_, i) => `t${i}`) },
      "tags",
      BLOG_POST_MESSAGES.tagsMax,
    ],
    ["published as text", { published: "true" }, "published", BLOG_POST_MESSAGES.flagInvalid],
    ["featured as number", { featured: 1 }, "featured", BLOG_POST_MESSAGES.flagInvalid],
    [
      "too long meta title",
      { metaTitle: "m".repeat(BLOG_POST_LIMITS.metaTitle + 1) },
      "metaTitle",
      BLOG_POST_MESSAGES.metaTitleMax,
    ],
    [
      "too long meta description",
      { metaDescription: "m".repeat(BLOG_POST_LIMITS.metaDescription + 1) },
      "metaDescription",
      BLOG_POST_MESSAGES.metaDescriptionMax,
    ],
  ])("rejects a %s", (_name, overrides, path, message) => {
    expect(blogErrors(post(overrides))[path]).toBe(message);
  });

  it("uses the spec's wording 'Ungültige Bild-URL'", () => {
    expect(BLOG_POST_MESSAGES.imageUrl).toBe("Ungültige Bild-URL");
  });

  it.each(["https://example.com/bild.jpg", "http://example.com/a.webp?w=800", "/images/blog/bad.webp", "/bild.png"])(
    "accepts the image address %s",
    (url) => {
      expect(isValidImageUrl(url)).toBe(true);
      expect(blogErrors(post({ imageUrl: url }))).toEqual({});
    },
  );

  it("accepts every known category", () => {
    for (const category of [
      "badezimmer",
      "kueche",
      "wohnungsrenovierung",
      "foerderung",
      "wohnzimmer",
      "renovierung",
      "nachhaltigkeit",
      "tipps",
      "kosten",
      "planung",
    ]) {
      expect(blogErrors(post({ category }))).toEqual({});
    }
  });
});

describe("blogPostStatusSchema", () => {
  it("accepts published and/or featured", () => {
    expect(blogPostStatusSchema.parse({ published: true })).toEqual({ published: true });
    expect(blogPostStatusSchema.parse({ featured: false })).toEqual({ featured: false });
    expect(blogPostStatusSchema.parse({ published: false, featured: true })).toEqual({
      published: false,
      featured: true,
    });
  });

  it("rejects an empty body, non-boolean values and other fields", () => {
    expect(errorsOf(blogPostStatusSchema, {})).toEqual({ _: BLOG_POST_MESSAGES.statusEmpty });
    expect(errorsOf(blogPostStatusSchema, { published: "ja" })).toEqual({ published: BLOG_POST_MESSAGES.flagInvalid });
    expect(blogPostStatusSchema.safeParse({ published: true, title: "neu" }).success).toBe(false);
  });
});

describe("slugify and readingTimeMinutes", () => {
  it.each([
    ["Küche & Bad: Was kostet das?", "kueche-bad-was-kostet-das"],
    ["  Förderungen 2026 für Wien  ", "foerderungen-2026-fuer-wien"],
    ["Straße, Maße – Größe", "strasse-masse-groesse"],
    ["Café crème", "cafe-creme"],
    ["---", ""],
  ])("slugify(%j) = %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(blogErrors(post({ slug }))).toEqual({});
  });

  it("keeps slugs within 255 characters without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(254)} b`);
    expect(slug.length).toBeLessThanOrEqual(255);
    expect(slug.endsWith("-")).toBe(false);
  });

  it("estimates the reading time for the admin form with the seeded posts' rule", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes(`<p>${"Wort ".repeat(201)}</p>`)).toBe(2);
    for (const seed of BLOG_POST_SEEDS) expect(seed.readingTime).toBe(readingTimeMinutes(seed.content));
  });
});
