import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { BLOG_SECTIONS, isBlogSection } from "#domain/content-pages";
import { formatDate } from "#domain/dates";
import { listBlogPosts } from "#server/content/content.server";
import { siteContext } from "#server/request-context.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonVariants } from "~/components/ui/button";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";
import { pageUrl } from "#server/sites/origin.server";

/*
 * The blog [SW §2 /blog and its sections]: /blog lists every post, /blog/{section} one section's,
 * /blog/{section}/{slug} one post; each with the call-to-action cards (Book Test Drive, View Stock,
 * and Reserve Online where the site reserves online). A section without posts is a 404, so the
 * section links are only for sections that have them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const posts = listBlogPosts(site);
  const section = params.section ?? null;
  if (section !== null && !isBlogSection(section)) throw data(null, { status: 404 });
  const inSection = section ? posts.filter((p) => p.section === section) : posts;
  const post = params.slug ? (inSection.find((p) => p.slug === params.slug) ?? null) : null;
  if (inSection.length === 0 || (params.slug && !post)) throw data(null, { status: 404 });
  const sections = Object.entries(BLOG_SECTIONS)
    .filter(([slug]) => posts.some((p) => p.section === slug))
    .map(([slug, title]) => ({ slug, title }));
  return {
    siteName: site.name,
    timeZone: site.time_zone,
    section: section && isBlogSection(section) ? { slug: section, title: BLOG_SECTIONS[section] } : null,
    sections,
    post,
    posts: post ? [] : inSection.map(({ html: _html, ...summary }) => summary),
    reserve: site.commerce.reserve_enabled,
    canonical: pageUrl(context, url.pathname),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  const title = page.post?.title ?? (page.section ? `${page.section.title} | Blog` : "Blog");
  return buildMeta({
    title: `${title} | ${page.siteName}`,
    description: page.post?.description || `News, advice and tips from ${page.siteName}.`,
    canonical: page.canonical,
    type: page.post ? "website" : undefined,
  });
}

export default function BlogPage({ loaderData: page }: Route.ComponentProps) {
  const crumbs = [
    { label: "Home", href: "/" },
    { label: "Blog", href: "/blog" },
    ...(page.section ? [{ label: page.section.title, href: `/blog/${page.section.slug}` }] : []),
    ...(page.post ? [{ label: page.post.title, href: page.post.path }] : []),
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      {page.post ? (
        <article className="mt-4">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.post.title}</h1>
          <p className="mt-2 text-sm">{formatDate(page.post.date, page.timeZone)}</p>
          <div className="prose mt-6 max-w-3xl" dangerouslySetInnerHTML={{ __html: page.post.html }} />
        </article>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {page.section?.title ?? "Blog"}
          </h1>
          <nav aria-label="Blog sections" className="mt-4">
            <ul className="flex flex-wrap gap-2">
              {page.sections.map((s) => (
                <li key={s.slug}>
                  <Link
                    to={`/blog/${s.slug}`}
                    aria-current={page.section?.slug === s.slug ? "page" : undefined}
                    className={buttonVariants({
                      variant: page.section?.slug === s.slug ? "brand" : "quiet",
                      size: "sm",
                    })}
                  >
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {page.posts.map((post) => (
              <li key={post.slug} className="rounded-brand p-5 ring-1 ring-black/10">
                <p className="text-xs font-bold tracking-wide uppercase">
                  {BLOG_SECTIONS[post.section]} · {formatDate(post.date, page.timeZone)}
                </p>
                <h2 className="mt-1 text-lg font-bold">
                  <Link to={post.path} className="underline-offset-4 hover:underline">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm">{post.description}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <section aria-label="What next" className="mt-10 grid gap-4 sm:grid-cols-3">
        <CallToAction title="Book Test Drive" text="Try it before you decide." href="/book-test-drive" />
        <CallToAction title="View Stock" text="See what is on the lot today." href="/search/used-cars" />
        {page.reserve && (
          <CallToAction title="Reserve Online" text="Hold a car with a refundable deposit." href="/buying" />
        )}
      </section>
    </div>
  );
}

function CallToAction({ title, text, href }: { title: string; text: string; href: string }) {
  return (
    <Link to={href} className="flex flex-col gap-1 rounded-brand bg-muted p-5 hover:ring-2 hover:ring-brand">
      <span className="text-lg font-bold">{title}</span>
      <span className="text-sm">{text}</span>
    </Link>
  );
}
