import { escapeHtml } from "./escape-html.js";

/**
 * The start of a self-contained page up to `<body>`: no scripts and nothing fetched (its
 * Content-Security-Policy allows inline styles and `extraSources` only), readable on a phone, with
 * `meta` named values for programs that read it.
 */
export function renderPageHead(
  title: string,
  style: string,
  extraSources = "",
  meta: readonly (readonly [string, string])[] = [],
): string[] {
  const policy = `default-src 'none'; style-src 'unsafe-inline'${extraSources}`;
  return [
    "<!doctype html>",
    `<html lang="en">`,
    "<head>",
    `<meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    ...meta.map(
      ([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`,
    ),
    `<title>${escapeHtml(title)}</title>`,
    `<style>${style}</style>`,
    "</head>",
    "<body>",
  ];
}
