import diff2htmlStyle from "diff2html/bundles/css/diff2html.min.css" with { type: "text" };

/** diff2html's stylesheet, bundled into the build so a report needs no network. */
export const DIFF2HTML_STYLE: string = diff2htmlStyle;
