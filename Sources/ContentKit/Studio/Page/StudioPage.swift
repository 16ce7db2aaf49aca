/// The studio's page: plain HTML, CSS and JavaScript served from the binary (no build step, nothing from the
/// network). The page holds no inline script or style, so the content security policy can forbid them: the server
/// serves `script` at /studio.js and `style` at /studio.css. Everything the page shows from the server goes in as
/// text, never as markup (the level's SVG drawing alone is parsed, as SVG, with anything that could run dropped).
package enum StudioPage {
    /// The document at `/`.
    package static let html = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>mazegen studio</title>
        <link rel="stylesheet" href="/studio.css">
        <script src="/studio.js" defer></script>
        </head>
        <body>
        <a class="skip" id="skip" href="#level-heading">Skip to the level</a>
        <header class="bar">
          <h1>mazegen studio</h1>
          <div class="actions">
            <button type="button" id="undo" aria-keyshortcuts="Control+Z" title="Ctrl+Z">Undo</button>
            <button type="button" id="redo" aria-keyshortcuts="Control+Shift+Z" title="Ctrl+Shift+Z">Redo</button>
            <button type="button" id="save" class="primary" aria-keyshortcuts="Control+S" title="Ctrl+S">Save</button>
          </div>
          <p id="unsaved" class="muted">No unsaved edits</p>
          <p id="status" role="status" aria-live="polite"></p>
        </header>
        <div id="alert" class="alert" role="alert" hidden></div>
        <div id="notice" class="notice" hidden>
          <p id="notice-text"></p>
          <button type="button" id="keep">Keep my edits on top of the files on disk</button>
          <button type="button" id="discard">Discard edits and show the files on disk</button>
        </div>
        <div class="layout">
          <nav id="catalogue" aria-label="Catalogue">
            <h2>Levels</h2>
            <p class="muted" id="catalogue-loading">Loading the catalogue…</p>
          </nav>
          <main id="level" aria-labelledby="level-heading">
            <h2 id="level-heading" tabindex="-1">Choose a level</h2>
            <div class="level-tools">
              <label class="toggle"><input type="checkbox" id="show-solution"> Show solution</label>
              <button type="button" id="reroll" disabled>Reroll level</button>
              <span id="level-seed" class="muted"></span>
            </div>
            <div id="drawing" class="drawing">
              <p class="muted">Pick a level in the list. Drag an item or obstacle along the passages, or focus it (Tab) and
                move it with the arrow keys (Shift for a longer step).</p>
            </div>
            <h3 id="findings-heading">Findings</h3>
            <ul id="findings" class="findings" aria-label="Findings"></ul>
          </main>
          <aside id="story" aria-labelledby="story-heading">
            <h2 id="story-heading">Story</h2>
            <form id="texts" class="texts" autocomplete="off"></form>
            <h3 id="text-checks-heading">Text checks</h3>
            <ul id="text-checks" class="findings" aria-labelledby="text-checks-heading"></ul>
            <h3 id="clips-heading">Clips</h3>
            <ul id="clips" class="clips" aria-labelledby="clips-heading"></ul>
            <button type="button" id="narrate" disabled>Narrate story</button>
            <p id="narrate-status" class="muted" role="status" aria-live="polite"></p>
          </aside>
        </div>
        <dialog id="save-dialog" aria-labelledby="save-dialog-heading">
          <h2 id="save-dialog-heading">These files will change</h2>
          <ul id="save-changes"></ul>
          <h3 id="save-warnings-heading" hidden>Warnings (they do not block writing)</h3>
          <ul id="save-warnings" aria-labelledby="save-warnings-heading"></ul>
          <p id="save-unchanged" class="muted"></p>
          <div class="dialog-actions">
            <button type="button" id="save-confirm" class="primary">Write the files</button>
            <button type="button" id="save-cancel">Cancel</button>
          </div>
        </dialog>
        </body>
        </html>
        """#
}
