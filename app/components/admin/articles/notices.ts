/** The toasts an article save leads to, shown on the article list it redirects to. */
export const articleNotices = {
  "created-published": {
    title: "Article Created",
    description: "The article has been published.",
  },
  updated: {
    title: "Article Updated",
    description: "The article has been successfully updated.",
  },
  staged: {
    title: "Changes Saved",
    description: "Visitors see the published version until you press Update.",
  },
  unpublished: {
    title: "Article Unpublished",
    description: "The article is now a draft and no longer on the journal.",
  },
  created: { title: "Article Created", description: "The article has been saved as a draft." },
} as const;
