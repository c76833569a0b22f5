/** The report page's own stylesheet (diff2html's comes beside it). */
export const PAGE_STYLE = `
:root { color-scheme: light; --ok: #1a7f37; --bad: #cf222e; --warn: #9a6700; --muted: #57606a; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1200px; padding: 24px; font: 14px/1.5 system-ui, sans-serif; color: #1f2328; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 28px 0 8px; }
h3 { font-size: 13px; margin: 14px 0 4px; color: var(--muted); text-transform: uppercase; }
code, pre { font: 12.5px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
pre { margin: 0; padding: 8px 10px; background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; overflow: auto; white-space: pre; }
.graded { color: var(--muted); margin: 0 0 16px; overflow-wrap: anywhere; }
.summary { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 0; padding: 0; list-style: none; }
.summary li { padding: 6px 12px; border: 1px solid #d0d7de; border-radius: 6px; }
.summary .count { font-weight: 700; font-size: 16px; margin-right: 4px; }
table.cases { border-collapse: collapse; width: 100%; margin-top: 8px; }
table.cases th, table.cases td { text-align: left; padding: 4px 10px; border-bottom: 1px solid #d8dee4; }
table.cases .number { text-align: right; font-variant-numeric: tabular-nums; }
table.cases .cpu { display: block; color: var(--muted); font-size: 85%; }
.verdict { font-weight: 600; }
.description { display: block; font-size: 0.9em; color: var(--muted); overflow-wrap: anywhere; }
.group { font-size: 0.8em; color: #57606a; border: 1px solid #d0d7de; border-radius: 4px; padding: 0 4px; }
.v-accepted .verdict, .v-accepted.verdict { color: var(--ok); }
.v-presentation-error .verdict, .v-presentation-error.verdict { color: var(--warn); }
.v-wrong-answer .verdict, .v-wrong-answer.verdict, .v-runtime-error .verdict, .v-runtime-error.verdict,
.v-time-limit-exceeded .verdict, .v-time-limit-exceeded.verdict, .v-output-limit-exceeded .verdict,
.v-output-limit-exceeded.verdict, .v-memory-limit-exceeded .verdict, .v-memory-limit-exceeded.verdict,
.v-compilation-error .verdict, .v-compilation-error.verdict { color: var(--bad); }
.v-not-run .verdict, .v-not-run.verdict { color: var(--muted); }
section.build { border: 1px solid var(--bad); border-radius: 6px; margin: 16px 0; padding: 4px 12px 12px; }
section.build h2 { margin: 8px 0 0; }
details.case { border: 1px solid #d0d7de; border-radius: 6px; margin: 8px 0; }
details.case > summary { cursor: pointer; padding: 8px 12px; background: #f6f8fa; }
details.case[open] > summary { border-bottom: 1px solid #d0d7de; }
details.case > .body { padding: 4px 12px 12px; }
details.case > .body { scroll-margin-top: 4em; }
.why { margin: 8px 0 0; }
code.quoted { white-space: pre-wrap; background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 4px; padding: 0 3px; }
.args code { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 4px; padding: 0 4px; margin-right: 4px; }
.note { color: var(--muted); font-style: italic; margin: 4px 0; }
.diff .sides { display: grid; grid-template-columns: 1fr 1fr; font-weight: 600; color: var(--muted); }
.diff .d2h-file-header { display: none; }
.diff .d2h-file-wrapper { margin-bottom: 0; }
/* diff2html always draws scrollbars; only a line too long to fit needs one. */
.diff .d2h-file-side-diff, .diff .d2h-file-diff { overflow-x: auto; overflow-y: hidden; }
.no-eol { display: inline-block; margin-left: 6px; padding: 0 4px; border-radius: 4px; font-size: 11px; font-style: italic; color: #fff; background: var(--bad); }
.diff .narrow { display: none; }
.command { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
.command .line-number { display: inline-block; min-width: 3em; margin-right: 8px; color: var(--muted); text-align: right; user-select: none; }
.command mark { display: inline-block; min-width: 100%; background: #fff8c5; }
/* Two panes of a narrow screen are too thin to read: one column, - expected and + actual lines. */
@media (max-width: 720px) {
  body { padding: 12px; }
  .diff .wide { display: none; }
  .diff .narrow { display: block; }
  .command { grid-template-columns: 1fr; }
  table.cases th, table.cases td { padding: 4px 6px; }
}
`;
