/// The review page's style sheet: system fonts only (nothing from the web), colours that pass
/// WCAG AA on white (text 4.5:1 and more), and a visible focus ring.
enum ReviewStyle {
    static let source = #"""
        :root { color-scheme: light; --ink: #1a1a1a; --muted: #555555; --line: #d0d4da; --accent: #0b57d0; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #ffffff; }
        header.page { padding: 12px 24px; border-bottom: 1px solid var(--line); background: #f4f5f7; }
        header.page h1 { margin: 0; font-size: 20px; }
        main { padding: 12px 24px 48px; }
        a { color: var(--accent); }
        a:focus-visible, button:focus-visible, select:focus-visible, input:focus-visible, canvas:focus-visible, summary:focus-visible {
          outline: 3px solid #1a1a1a; outline-offset: 2px; }
        .badge { display: inline-block; padding: 1px 8px; border-radius: 10px; color: #ffffff; font-size: 13px; font-weight: 700; vertical-align: middle; }
        .badge.smooth { background: #1b7a4a; }
        .badge.janky { background: #c8102e; }
        .badge.invalid { background: #5c5c5c; }
        .badge.recorded { background: #2f4f8f; }
        table.overview { border-collapse: collapse; width: 100%; margin: 8px 0 24px; }
        table.overview caption { text-align: left; color: var(--muted); padding-bottom: 6px; }
        table.overview th, table.overview td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        table.overview thead th { background: #f4f5f7; }
        table.overview tr.failing { background: #fff0f1; }
        .file { color: var(--muted); font-size: 12px; font-weight: 400; }
        .expect.fail { color: #a40e26; font-weight: 700; }
        .filters { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; margin: 8px 0; }
        .filters label { font-weight: 600; }
        input, select, button { font: inherit; color: var(--ink); }
        button { background: #ffffff; border: 1px solid #6b6b6b; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
        button:hover { background: #eef2f8; }
        .facts, .note, .count, .totals { color: var(--muted); }
        .description { max-width: 70em; }
        .error { color: #a40e26; font-weight: 600; }
        .stage { display: flex; gap: 16px; align-items: flex-start; }
        .stage figure { margin: 0; }
        .stage > figure:first-child { flex: 1 1 auto; min-width: 0; }
        .chart-box { position: relative; cursor: col-resize; touch-action: none; user-select: none; }
        img.chart { display: block; width: 100%; height: auto; border: 1px solid var(--line); }
        .cursor { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #0b57d0; pointer-events: none; }
        .phone-box { flex: 0 0 auto; }
        canvas.phone { display: block; max-height: 80vh; width: auto; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 10px 0; padding: 8px; background: #f4f5f7; border-radius: 8px; position: sticky; bottom: 0; }
        .scrubber { flex: 1 1 240px; }
        .clock { font-variant-numeric: tabular-nums; min-width: 15em; }
        ol.findings { list-style: none; padding: 0; }
        ol.findings li { margin: 4px 0; }
        button.finding { text-align: left; border-color: #c8102e; }
        button.finding.info, button.finding.warning { border-color: #6b6b6b; }
        .disc { display: inline-block; min-width: 1.6em; height: 1.6em; margin-right: 6px; border-radius: 0.8em; background: #c8102e; color: #ffffff; text-align: center; font-weight: 700; }
        .compare { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
        .compare .stage, .compare figure { margin: 0 0 8px; }
        .legend { margin-top: 16px; max-width: 70em; }
        .legend dt { font-weight: 700; margin-top: 6px; }
        .legend dd { margin-left: 16px; }
        .sweep-map { display: block; border: 1px solid var(--line); max-width: 100%; }
        .tip { position: absolute; max-width: 36em; padding: 6px 8px; background: #1a1a1a; color: #ffffff; border-radius: 6px; font-size: 13px; pointer-events: none; }
        ul.key { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; color: var(--muted); }
        .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 4px; vertical-align: -2px; }
        pre { background: #f4f5f7; padding: 8px; overflow: auto; max-height: 28em; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        .baseline { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
        .baseline img { width: 100%; border: 1px solid var(--line); }
        """#
}
