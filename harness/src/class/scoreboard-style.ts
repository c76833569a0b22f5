/** The scoreboard's stylesheet: verdict colours after Mooshak's and DOMjudge's, and a phone layout. */
export const SCOREBOARD_STYLE = `
:root { color-scheme: light; --muted: #57606a; --line: #d0d7de; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1400px; padding: 16px; font: 14px/1.45 system-ui, sans-serif; color: #1f2328; }
h1 { font-size: 20px; margin: 0 0 4px; }
.graded { color: var(--muted); margin: 0 0 10px; overflow-wrap: anywhere; }
.legend { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 12px; padding: 0; list-style: none; font-size: 12px; }
.legend li { padding: 2px 8px; border-radius: 4px; }
.board { overflow-x: auto; width: fit-content; max-width: 100%; border: 1px solid var(--line); border-radius: 6px; }
table { border-collapse: separate; border-spacing: 0; font-size: 12px; }
th, td { padding: 3px 5px; border-bottom: 1px solid var(--line); white-space: nowrap; }
thead th { position: sticky; top: 0; background: #f6f8fa; vertical-align: bottom; z-index: 1; }
th.case { text-align: center; font-weight: 500; }
th.case .name { writing-mode: vertical-rl; transform: rotate(180deg); display: inline-block; }
th.case .passed { display: block; color: var(--muted); font-weight: 400; margin-top: 4px; }
.student { position: sticky; left: 0; background: #fff; max-width: 14em; overflow: hidden; text-overflow: ellipsis; text-align: left; z-index: 2; }
thead .student { background: #f6f8fa; z-index: 3; }
.rank, .score { text-align: right; font-variant-numeric: tabular-nums; }
.score { font-weight: 600; }
.id { color: var(--muted); font-weight: 400; }
.problem { color: #a40e26; font-weight: 400; }
td.reason { white-space: normal; min-width: 16em; max-width: 28em; font-size: 11px; color: var(--muted); overflow-wrap: anywhere; }
td.cell { text-align: center; padding: 0; min-width: 2.6em; }
td.cell a { display: block; padding: 4px 3px; color: inherit; text-decoration: none; font-weight: 600; font-family: ui-monospace, Menlo, monospace; }
td.cell a:hover { outline: 2px solid #0969da; }
.v-accepted { background: #c8f0cf; color: #116329; }
.v-presentation-error { background: #fff1b8; color: #7a5a00; }
.v-wrong-answer { background: #ffd4d1; color: #a40e26; }
.v-output-limit-exceeded, .v-memory-limit-exceeded, .v-time-limit-exceeded { background: #ffe0c2; color: #953800; }
.v-runtime-error { background: #f0d8ff; color: #6e2a9c; }
.v-compilation-error { background: #dde3ea; color: #374151; }
.v-not-run { background: #f2f2f2; color: #8a8a8a; }
@media (max-width: 600px) { body { padding: 8px; } .student { max-width: 8em; } .rank { display: none; } }
`;
