/** The toasts an article save leads to, shown on the article list it redirects to. */
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
