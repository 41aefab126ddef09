import { describe, expect, it } from "vitest";
import { articleHtmlChanges, cleanArticleHtml, sanitizeArticleHtml } from "./sanitize.server";

describe("sanitizeArticleHtml", () => {
  it("keeps the allowed article markup", () => {
    const html =
      "<h2>Range</h2><p>The <strong>G500</strong> flies <em>far</em>.</p><ul><li>One</li></ul>" +
      "<ol><li>Two</li></ol><blockquote>Quote</blockquote><h3>A</h3><h4>B</h4><br><hr>" +
      '<figure><img src="/images/a.webp" alt="Cabin" width="800" height="533"><figcaption>Cabin</figcaption></figure>' +
      '<table><thead><tr><th scope="col">Model</th></tr></thead><tbody><tr><td colspan="2">G500</td></tr></tbody></table>';
    const clean = sanitizeArticleHtml(html);
    for (const fragment of [
      "<h2>Range</h2>",
      "<strong>G500</strong>",
      "<em>far</em>",
      "<ul><li>One</li></ul>",
      "<ol><li>Two</li></ol>",
      "<blockquote>Quote</blockquote>",
      "<h3>A</h3>",
      "<h4>B</h4>",
      "<br>",
      "<hr>",
      "<figcaption>Cabin</figcaption>",
      '<th scope="col">Model</th>',
      '<td colspan="2">G500</td>',
    ]) {
      expect(clean).toContain(fragment);
    }
    expect(clean).toMatch(/<img src="\/images\/a.webp" alt="Cabin" width="800" height="533"/);
  });

  it("removes scripts, event handlers, styles and unknown tags", () => {
    const clean = sanitizeArticleHtml(
      '<p onclick="alert(1)" style="color:red" class="x">Hi<script>alert(1)</script></p>' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style><div>Text</div>' +
        '<svg><circle onload="alert(1)"/></svg><form><input name="a"></form>',
    );
    expect(clean).toBe("<p>Hi</p>Text");
  });

  it("allows only http(s), mailto and relative link targets", () => {
    // A link to anywhere else is no link at all, not a dead one that still looks like a link.
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe("x");
    expect(sanitizeArticleHtml('<a href="data:text/html,hi">x</a>')).toBe("x");
    expect(sanitizeArticleHtml('<a href="//evil.example/">x</a>')).toBe("x");
    expect(sanitizeArticleHtml('<p><a href="javascript:x">a</a> <a href="/b">b</a></p>')).toBe(
      '<p>a <a href="/b">b</a></p>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:a@b.example">x</a>')).toBe(
      '<a href="mailto:a@b.example">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="/contact" rel="opener">x</a>')).toBe(
      '<a href="/contact">x</a>',
    );
    expect(sanitizeArticleHtml('<img src="javascript:alert(1)" alt="">')).not.toContain(
      "javascript",
    );
  });

  it("marks external links noopener noreferrer, not the site's own", () => {
    expect(sanitizeArticleHtml('<a href="https://example.org/page">x</a>')).toBe(
      '<a href="https://example.org/page" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeArticleHtml('<a href="https://aurum.example/aircraft">x</a>', {
        siteOrigin: "https://aurum.example",
      }),
    ).toBe('<a href="https://aurum.example/aircraft">x</a>');
  });

  it("turns headings the page cannot hold into the nearest allowed level", () => {
    expect(sanitizeArticleHtml("<h1>Title</h1><h5>Small</h5><b>B</b><i>I</i>")).toBe(
      "<h2>Title</h2><h4>Small</h4><strong>B</strong><em>I</em>",
    );
  });

  it("makes images lazy", () => {
    expect(sanitizeArticleHtml('<img src="/uploads/articles/a.webp" alt="A">')).toBe(
      '<img src="/uploads/articles/a.webp" alt="A" loading="lazy" decoding="async">',
    );
  });

  it("keeps only the site's own images", () => {
    const siteOrigin = "https://aurum.example";
    const offSite = new URL("/a.png", "https://other-site.invalid").href;
    const ownAbsolute = new URL("/uploads/articles/b.webp", siteOrigin).href;
    expect(
      sanitizeArticleHtml(
        `<p>x</p><img src="${offSite}" alt="Elsewhere"><img src="${ownAbsolute}" alt="Ours"><img alt="No source">`,
        { siteOrigin },
      ),
    ).toBe(`<p>x</p><img src="${ownAbsolute}" alt="Ours" loading="lazy" decoding="async">`);
  });

  it("drops an image that is no file of the site, and a figure left without its image", () => {
    expect(sanitizeArticleHtml('<p>a</p><img src="x"><img src="/uploads/a.webp" alt="">')).toBe(
      '<p>a</p><img src="/uploads/a.webp" alt="" loading="lazy" decoding="async">',
    );
    expect(
      cleanArticleHtml(
        '<figure><img src="https://other.invalid/a.png" alt="A"><figcaption>Gone</figcaption></figure><p>b</p>',
      ),
    ).toBe("<p>b</p>");
  });

  it("keeps code blocks with their language, and numbered lists that start later", () => {
    const html =
      '<pre><code class="language-ts">if (a &lt; b) {}</code></pre><ol start="3"><li><p>c</p></li></ol>';
    expect(cleanArticleHtml(html)).toBe(html);
    expect(cleanArticleHtml('<pre><code class="evil">x</code></pre>')).toBe(
      "<pre><code>x</code></pre>",
    );
  });

  it("stores links without presentation attributes, which the page adds", () => {
    expect(
      cleanArticleHtml('<a href="https://example.org" rel="opener" target="_blank">x</a>'),
    ).toBe('<a href="https://example.org">x</a>');
  });
});

describe("articleHtmlChanges", () => {
  it("reports nothing for HTML stored as it is", () => {
    const html =
      '<h2>A</h2><p>b<br><a href="mailto:a@b.example">c</a></p><figure><img src="/uploads/a.webp" alt="A"><figcaption>Cap</figcaption></figure>';
    expect(articleHtmlChanges(html)).toEqual({ clean: html, changes: [] });
  });

  it("lists what the cleaning would remove, with the link target it had", () => {
    const { clean, changes } = articleHtmlChanges(
      '<p>Go <a href="javascript:alert(1)">here</a></p><iframe src="https://video.invalid/x"></iframe>',
    );
    expect(clean).toBe("<p>Go here</p>");
    expect(changes).toEqual([
      { removed: 'Go <a href="javascript:alert(1)">here</a>', added: "Go here" },
      { removed: '<iframe src="https://video.invalid/x"></iframe>', added: "" },
    ]);
  });
});
