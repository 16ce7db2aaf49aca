extension StudioPage {
    /// /studio.css.
    package static let style = #"""
        :root { color-scheme: light; --ink: #22304a; --muted: #5f6878; --line: #d9dde5; --paper: #ffffff;
          --ground: #f4f5f7; --accent: #2557a7; --bad: #b3261e; --warn: #8a5a00; --warn-line: #e8b23a; --ok: #1f7a45; }
        * { box-sizing: border-box; }
        html, body { height: 100%; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif; color: var(--ink);
          background: var(--ground); }
        h1, h2, h3, h4 { margin: 0; }
        button { font: inherit; padding: 5px 14px; border: 1px solid #9aa3b2; border-radius: 6px; background: var(--paper);
          color: var(--ink); cursor: pointer; }
        button:hover:not(:disabled):not([aria-disabled="true"]) { background: #eef1f6; }
        button:disabled, button[aria-disabled="true"] { color: #9aa3b2; cursor: default; }
        button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
        button.primary:hover:not(:disabled) { background: #1d4688; }
        :focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
        .muted { color: var(--muted); font-weight: normal; }
        .skip { position: absolute; left: 8px; top: -40px; z-index: 5; padding: 4px 10px; background: var(--paper);
          border: 1px solid var(--line); border-radius: 6px; }
        .skip:focus { top: 8px; }

        .bar { position: sticky; top: 0; z-index: 3; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 18px;
          padding: 8px 20px; background: #ffffffee; border-bottom: 1px solid var(--line); }
        .bar h1 { font-size: 18px; }
        .bar p { margin: 0; }
        .actions { display: flex; gap: 8px; }
        #unsaved.pending { color: var(--warn); font-weight: 600; }
        #status { color: var(--muted); }

        .alert { margin: 10px 20px 0; padding: 8px 14px; border: 2px solid var(--bad); border-radius: 8px;
          background: #fff4f3; color: var(--bad); }
        .alert p { margin: 2px 0; }
        .notice { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin: 10px 20px 0; padding: 8px 14px;
          border: 2px solid var(--warn-line); border-radius: 8px; background: #fff9ea; }
        .notice p { margin: 0; }
        [hidden] { display: none !important; }

        .layout { display: grid; grid-template-columns: minmax(220px, 280px) minmax(360px, 1fr) minmax(280px, 380px);
          gap: 16px; padding: 12px 20px 32px; align-items: start; }
        @media (max-width: 1000px) { .layout { grid-template-columns: 1fr; } }
        nav, main, aside { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; }
        nav { max-height: calc(100vh - 90px); overflow: auto; position: sticky; top: 64px; }
        nav h2, main h2, aside h2 { font-size: 16px; margin-bottom: 8px; }
        nav .pack h3 { font-size: 14px; margin: 14px 0 4px; }
        nav h4 { font-size: 13px; margin: 10px 0 2px; }
        nav .number { display: inline-block; min-width: 2.2em; padding: 0 5px; border-radius: 5px; background: var(--ink);
          color: #fff; text-align: center; font-size: 12px; }
        .levels { list-style: none; margin: 0; padding: 0 0 0 6px; }
        .levels li { padding: 1px 0; }
        .levels a { color: var(--accent); font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
        .levels a[aria-current="page"] { font-weight: 700; color: var(--ink); background: #e5ecf8; border-radius: 4px;
          padding: 0 3px; }
        .counts { color: var(--muted); font-size: 12px; }
        .counts.errors { color: var(--bad); font-weight: 600; }
        .counts.warnings { color: var(--warn); }
        .edited-mark { color: var(--warn); font-size: 12px; font-weight: 600; }

        .level-tools { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin-bottom: 8px; }
        .toggle { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
        .drawing { border-radius: 8px; overflow: hidden; background: #fbfbfc; }
        .drawing svg.maze { display: block; width: 100%; height: auto; max-height: 70vh; user-select: none; }
        .drawing svg .solution, .drawing svg .studio-solution { display: none; }
        .drawing.show-solution svg .solution, .drawing.show-solution svg .studio-solution { display: inline; }
        .drawing svg .guides line { stroke: #2557a7; stroke-opacity: 0; stroke-width: 2; stroke-dasharray: 4 6; }
        .drawing.dragging svg .guides line { stroke-opacity: 0.35; }
        .object { cursor: grab; touch-action: none; outline: none; }
        .dragging .object { cursor: grabbing; }
        .object .body { stroke: #ffffff; stroke-width: 3; }
        .object.item .body { fill: #d99a00; }
        .object.obstacle .body { fill: #6b4fa3; }
        .object .label { fill: #ffffff; font: bold 15px system-ui, sans-serif; pointer-events: none; }
        .object.flagged-warning .body { stroke: #e8b23a; stroke-width: 5; stroke-dasharray: 5 3; }
        .object.flagged-error .body { stroke: #b3261e; stroke-width: 6; }
        .object.selected .body { stroke: #2557a7; stroke-width: 6; stroke-dasharray: none; }
        .object:focus-visible .body, .object:focus .body { stroke: #f0a500; stroke-width: 7; stroke-dasharray: none; }

        h3 { font-size: 14px; margin: 14px 0 4px; }
        .findings { margin: 0; padding-left: 20px; }
        .findings li { margin: 3px 0; }
        .findings li.error { color: var(--bad); }
        .findings li.warning { color: var(--warn); }
        .findings li.quiet { color: var(--ok); list-style: none; margin-left: -20px; }
        .findings .finding-link { color: inherit; }
        .findings .rule { font-size: 12px; }

        .texts .field { margin: 0 0 10px; }
        .texts label { display: block; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12.5px;
          color: var(--muted); }
        .texts input, .texts textarea { width: 100%; font: inherit; padding: 5px 7px; border: 1px solid #9aa3b2;
          border-radius: 6px; background: var(--paper); color: var(--ink); resize: vertical; }
        .texts .edited { border-color: var(--warn-line); background: #fffdf4; }
        .texts [aria-invalid="true"] { border-color: var(--bad); }
        .field-note { margin: 2px 0 0; font-size: 12.5px; color: var(--warn); }
        .clips { list-style: none; margin: 0 0 10px; padding: 0; }
        .clips li { margin: 6px 0; }
        .clip-name { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
        .clip-state { display: inline-block; padding: 0 6px; border-radius: 4px; background: #e7f3ec; color: var(--ok);
          font-size: 12px; }
        .clip.stale .clip-state, .clip.missing .clip-state, .clip.unreadable .clip-state,
          .clip.unplayable .clip-state, .clip.not-a-file .clip-state { background: #fff1d6;
          color: var(--warn); }
        .clips audio { display: block; width: 100%; margin-top: 3px; }

        dialog { max-width: 640px; width: 90vw; border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px;
          color: var(--ink); }
        dialog::backdrop { background: #22304a66; }
        dialog h2 { font-size: 17px; margin-bottom: 8px; }
        dialog ul { padding-left: 20px; }
        .dialog-actions { display: flex; gap: 10px; justify-content: flex-end; margin-top: 12px; }
        """#
}
