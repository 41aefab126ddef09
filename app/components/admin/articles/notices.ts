/**
 * Toasts shown on the article list after a page redirected there (`?notice=`): the redirect
 * works without JavaScript, and the toast appears once the page is interactive.
 */
export const articleNotices = {
  created: { title: "Article Created", description: "The article has been saved as a draft." },
  "created-published": {
    title: "Article Created",
    description: "The article has been published.",
  },
  updated: {
    title: "Article Updated",
    description: "The article has been successfully updated.",
  },
} as const;

export type ArticleNotice = keyof typeof articleNotices;

export function isArticleNotice(value: string | null): value is ArticleNotice {
  return value !== null && Object.hasOwn(articleNotices, value);
}
