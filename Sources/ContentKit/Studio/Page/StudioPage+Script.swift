extension StudioPage {
    /// /studio.js: the catalogue, the level editor (drag along the centre lines, arrow keys, undo and redo), the
    /// story's texts and clips, saving, the unsaved edits kept in localStorage, and the poll of the files' stamp.
    package static let script = #"""
        // mazegen studio's page: plain JavaScript, no library, no build step. Every text from the server goes in through
        // textContent or an attribute, never as markup; the one piece of markup taken is the level's SVG drawing, parsed
        // as SVG (not HTML) with anything that could run dropped.
        "use strict";

        (() => {
          const TEXT_KEYS = [
            "title", "story_setup", "instruction", "tts_instruction", "educational_question", "fun_fact",
            "completion_message",
          ];
          const SVG_NS = "http://www.w3.org/2000/svg";
          const STORAGE_KEY = "mazegen-studio";
          const POLL_MS = 2000;
          const CHECK_THROTTLE_MS = 120;
          const TEXT_DEBOUNCE_MS = 300;
          const TYPING_PAUSE_MS = 1000;
          const NUDGE_STEP = 4;
          const NUDGE_STEP_LONG = 20;

          const byId = (id) => document.getElementById(id);

          // What the person changed and has not saved, exactly as /api/save takes it.
          let edits = { levels: {}, stories: {} };
          let undoStack = [];
          let redoStack = [];
          // The stamp of the files the shown state was read from; a save names it so that the server refuses a save over a
          // file changed since.
          let loadedStamp = null;
          let noticedStamp = null;
          let catalogue = null;

          // The shown level and story.
          let level = null; // the last /api/level answer, positions replaced by the page's while editing
          let levelId = null;
          let selected = null; // {kind, index}
          let drag = null;
          let storyId = null;
          let originalTexts = {}; // story_id -> the texts on disk
          let story = null; // the last /api/story answer
          let narratedStories = new Set();
          let typing = null; // {storyId, key, last}
          let levelRequest = 0;
          let storyRequest = 0;
          let busy = false;

          // ---- small helpers

          function element(tag, attributes = {}, ...children) {
            const node = document.createElement(tag);
            for (const [name, value] of Object.entries(attributes)) {
              if (value === null || value === undefined || value === false) continue;
              if (name === "text") node.textContent = value;
              else node.setAttribute(name, value === true ? "" : String(value));
            }
            node.append(...children);
            return node;
          }

          function svgElement(tag, attributes = {}) {
            const node = document.createElementNS(SVG_NS, tag);
            for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
            return node;
          }

          function counted(count, one, many = one + "s") {
            return `${count} ${count === 1 ? one : many}`;
          }

          function clone(value) {
            return JSON.parse(JSON.stringify(value));
          }

          function setStatus(text) {
            byId("status").textContent = text;
          }

          function showAlert(text, file) {
            const alert = byId("alert");
            alert.replaceChildren(element("p", { text }));
            if (file) alert.append(element("p", {}, "File: ", element("code", { text: file })));
            alert.hidden = false;
          }

          function clearAlert() {
            const alert = byId("alert");
            alert.replaceChildren();
            alert.hidden = true;
          }

          class ServerError extends Error {
            constructor(message, status, body) {
              super(message);
              this.status = status;
              this.body = body || {};
            }
          }

          async function api(method, path, body) {
            const options = { method, credentials: "same-origin", headers: {} };
            if (body !== undefined) {
              options.headers["Content-Type"] = "application/json";
              options.body = JSON.stringify(body);
            }
            let response;
            try {
              response = await fetch(path, options);
            } catch (error) {
              throw new ServerError("The studio does not answer: is `mazegen studio` still running?", 0);
            }
            let data = null;
            try {
              data = await response.json();
            } catch (error) {
              data = null;
            }
            if (!response.ok) {
              const message = (data && data.error) || `${method} ${path} answered ${response.status}`;
              throw new ServerError(message, response.status, data);
            }
            return data;
          }

          // ---- the edits: kept in localStorage, undone and redone as whole snapshots

          function hasEdits() {
            return Object.keys(edits.levels).length > 0 || Object.keys(edits.stories).length > 0;
          }

          function persist() {
            try {
              if (!hasEdits() && undoStack.length === 0 && redoStack.length === 0) {
                localStorage.removeItem(STORAGE_KEY);
              } else {
                localStorage.setItem(
                  STORAGE_KEY,
                  JSON.stringify({ version: 1, edits, loadedStamp, undo: undoStack, redo: redoStack, levelId }),
                );
              }
            } catch (error) {
              setStatus("This browser keeps no copy of the unsaved edits (storage refused): save before closing.");
            }
            updateEditState();
          }

          function restore() {
            let stored = null;
            try {
              stored = JSON.parse(localStorage.getItem(STORAGE_KEY) || "null");
            } catch (error) {
              stored = null;
            }
            if (!stored || stored.version !== 1 || !stored.edits) return null;
            edits = { levels: stored.edits.levels || {}, stories: stored.edits.stories || {} };
            undoStack = Array.isArray(stored.undo) ? stored.undo : [];
            redoStack = Array.isArray(stored.redo) ? stored.redo : [];
            if (hasEdits()) loadedStamp = stored.loadedStamp || null;
            return stored;
          }

          // One step of history: the edits before it, and where it happened (to show it again on undo).
          function record(where) {
            undoStack.push({ edits: clone(edits), where });
            if (undoStack.length > 500) undoStack.shift();
            redoStack = [];
          }

          function stepHistory(from, to) {
            if (from.length === 0) return;
            finishTyping();
            const step = from.pop();
            to.push({ edits: clone(edits), where: step.where });
            edits = step.edits;
            persist();
            clearAlert();
            showWhere(step.where);
          }

          function undo() {
            stepHistory(undoStack, redoStack);
          }

          function redo() {
            stepHistory(redoStack, undoStack);
          }

          // After undo or redo: the level or story that changed, shown with the edits as they now are (another story's
          // text or another level: that level is shown, which reads the edits).
          async function showWhere(where) {
            const show = (id) => {
              location.hash = "#" + encodeURIComponent(id);
            };
            if (where && where.key) {
              if (where.storyId !== storyId && where.levelId) return show(where.levelId);
              fillTexts();
              checkStory();
              const field = byId("text-" + where.key);
              if (field) field.focus();
              return;
            }
            if (where && where.levelId && where.levelId !== levelId) return show(where.levelId);
            if (levelId) await loadLevel(levelId, { keepSelection: true });
          }

          function updateEditState() {
            const levelCount = Object.keys(edits.levels).length;
            const storyCount = Object.keys(edits.stories).length;
            const parts = [];
            if (levelCount) parts.push(counted(levelCount, "level"));
            if (storyCount) parts.push(counted(storyCount, "story", "stories"));
            byId("unsaved").textContent = parts.length ? `Unsaved edits: ${parts.join(", ")}` : "No unsaved edits";
            byId("unsaved").classList.toggle("pending", parts.length > 0);
            // aria-disabled rather than disabled: the buttons stay in the Tab order, said to be unavailable.
            byId("undo").setAttribute("aria-disabled", String(undoStack.length === 0));
            byId("redo").setAttribute("aria-disabled", String(redoStack.length === 0));
            for (const link of document.querySelectorAll("#catalogue a[data-level]")) {
              const id = link.dataset.level;
              const edited = id in edits.levels || (link.dataset.story in edits.stories);
              link.parentElement.classList.toggle("edited", edited);
              const mark = link.parentElement.querySelector(".edited-mark");
              if (mark) mark.hidden = !edited;
            }
            if (!hasEdits()) hideNotice();
          }

          // ---- the catalogue

          async function loadCatalogue() {
            catalogue = await api("GET", "/api/catalogue");
            if (!hasEdits() || !loadedStamp) loadedStamp = catalogue.stamp;
            renderCatalogue();
          }

          function findStory(labyrinthId) {
            for (const pack of (catalogue && catalogue.packs) || []) {
              for (const entry of pack.stories) {
                for (const entryLevel of entry.levels) {
                  if (entryLevel.labyrinth_id === labyrinthId) return entry;
                }
              }
            }
            return null;
          }

          function countsText(errors, warnings) {
            if (!errors && !warnings) return "no findings";
            const parts = [];
            if (errors) parts.push(counted(errors, "error"));
            if (warnings) parts.push(counted(warnings, "warning"));
            return parts.join(", ");
          }

          function renderCatalogue() {
            const nav = byId("catalogue");
            nav.replaceChildren(element("h2", { text: "Levels" }));
            for (const pack of catalogue.packs) {
              const section = element("section", { class: "pack" });
              section.append(element("h3", {}, pack.title || pack.id, " ", element("span", { class: "muted", text: pack.id })));
              for (const entry of pack.stories) {
                const storyHeading = element(
                  "h4", {},
                  element("span", { class: "number", text: String(entry.number) }), " ", entry.title || entry.id, " ",
                  element("span", { class: "muted", text: entry.kind || "" }),
                );
                const list = element("ul", { class: "levels" });
                for (const entryLevel of entry.levels) {
                  const counts = element("span", {
                    class: "counts" + (entryLevel.errors ? " errors" : entryLevel.warnings ? " warnings" : ""),
                    text: countsText(entryLevel.errors, entryLevel.warnings),
                  });
                  const link = element("a", {
                    href: "#" + encodeURIComponent(entryLevel.labyrinth_id),
                    "data-level": entryLevel.labyrinth_id,
                    "data-story": entry.id,
                    text: entryLevel.labyrinth_id,
                  });
                  if (entryLevel.labyrinth_id === levelId) link.setAttribute("aria-current", "page");
                  list.append(element("li", {}, link, " ", counts, element("span", { class: "edited-mark", text: " unsaved", hidden: true })));
                }
                section.append(element("div", { class: "story-entry" }, storyHeading, list));
              }
              nav.append(section);
            }
            updateEditState();
          }

          function updateCatalogueCounts(labyrinthId, findings) {
            const link = document.querySelector(`#catalogue a[data-level="${CSS.escape(labyrinthId)}"]`);
            if (!link) return;
            const errors = findings.filter((finding) => finding.severity === "error").length;
            const warnings = findings.length - errors;
            const counts = link.parentElement.querySelector(".counts");
            counts.textContent = countsText(errors, warnings);
            counts.className = "counts" + (errors ? " errors" : warnings ? " warnings" : "");
          }

          // ---- the level

          function levelEdit(id) {
            return edits.levels[id] ? clone(edits.levels[id]) : undefined;
          }

          async function showLevel(id) {
            const entry = findStory(id);
            if (!entry) {
              showAlert(`No level ${id} in the catalogue.`);
              return;
            }
            if (drag) cancelDrag();
            levelId = id;
            selected = null;
            for (const link of document.querySelectorAll("#catalogue a[data-level]")) {
              if (link.dataset.level === id) link.setAttribute("aria-current", "page");
              else link.removeAttribute("aria-current");
            }
            const current = document.querySelector(`#catalogue a[data-level="${CSS.escape(id)}"]`);
            if (current) current.scrollIntoView({ block: "nearest" });
            persist();
            await loadLevel(id);
            if (entry.id !== storyId) await showStory(entry.id);
          }

          async function loadLevel(id, { keepSelection = false } = {}) {
            const request = ++levelRequest;
            const body = { labyrinth_id: id };
            const edit = levelEdit(id);
            if (edit) body.edit = edit;
            try {
              const answer = await api("POST", "/api/level", body);
              if (request !== levelRequest || id !== levelId) return;
              if (!keepSelection) selected = null;
              renderLevel(answer);
            } catch (error) {
              if (request === levelRequest) showAlert(error.message, error.body.file);
            }
          }

          function renderLevel(answer) {
            level = answer;
            byId("level-heading").textContent = `${answer.labyrinth_id} (${answer.level})`;
            byId("reroll").disabled = false;
            byId("level-seed").textContent = answer.seed !== undefined && answer.seed !== null ? `seed ${answer.seed}` : "";
            const holder = byId("drawing");
            holder.replaceChildren();
            const svg = parseDrawing(answer.drawing, answer.width, answer.height);
            if (!svg) {
              holder.append(element("p", { class: "muted", text: "The server sent no drawing for this level." }));
            } else {
              svg.classList.add("maze");
              svg.setAttribute("role", "group");
              svg.setAttribute("aria-label", `${answer.labyrinth_id}: drawing`);
              svg.append(solutionLayer(answer.solution || []));
              svg.append(svgElement("g", { class: "guides" }));
              svg.append(svgElement("g", { class: "objects" }));
              holder.append(svg);
              drawGuides(svg);
              drawObjects();
            }
            renderFindings(answer.findings || []);
          }

          function parseDrawing(markup, width, height) {
            if (typeof markup !== "string" || !markup.trim()) return null;
            const parsed = new DOMParser().parseFromString(markup, "image/svg+xml");
            const root = parsed.documentElement;
            if (!root || root.namespaceURI !== SVG_NS || root.localName !== "svg") return null;
            for (const node of root.querySelectorAll("script, foreignObject, iframe, a")) node.remove();
            for (const node of [root, ...root.querySelectorAll("*")]) {
              for (const attribute of [...node.attributes]) {
                const name = attribute.name.toLowerCase();
                if (name.startsWith("on") || ((name === "href" || name === "xlink:href") && !attribute.value.startsWith("#"))) {
                  node.removeAttribute(attribute.name);
                }
              }
            }
            const svg = document.importNode(root, true);
            if (!svg.getAttribute("viewBox") && width && height) svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
            svg.removeAttribute("width");
            svg.removeAttribute("height");
            return svg;
          }

          function solutionLayer(points) {
            const layer = svgElement("g", { class: "studio-solution" });
            if (points.length > 1) {
              layer.append(svgElement("polyline", {
                points: points.map(([x, y]) => `${x},${y}`).join(" "),
                fill: "none",
                stroke: "#e6007e",
                "stroke-width": 6,
                "stroke-opacity": 0.75,
                "stroke-linecap": "round",
                "stroke-linejoin": "round",
              }));
            }
            return layer;
          }

          function drawGuides(svg) {
            const layer = svg.querySelector(".guides");
            layer.replaceChildren();
            for (const [[x1, y1], [x2, y2]] of level.centre_lines || []) {
              layer.append(svgElement("line", { x1, y1, x2, y2 }));
            }
          }

          function objectPositions(kind) {
            return kind === "item" ? level.items : level.obstacles;
          }

          function drawObjects() {
            const svg = byId("drawing").querySelector("svg");
            if (!svg) return;
            const layer = svg.querySelector(".objects");
            const focusedKey = document.activeElement && document.activeElement.dataset
              ? document.activeElement.dataset.object
              : null;
            layer.replaceChildren();
            for (const kind of ["item", "obstacle"]) {
              const radius = Math.max(kind === "item" ? level.item_radius || 14 : level.obstacle_radius || 14, 8);
              objectPositions(kind).forEach(([x, y], index) => {
                const group = svgElement("g", {
                  class: `object ${kind}`,
                  role: "button",
                  tabindex: 0,
                  "aria-label": `${kind} ${index + 1}`,
                  "data-object": `${kind}-${index}`,
                  transform: `translate(${x} ${y})`,
                });
                group.dataset.kind = kind;
                group.dataset.index = String(index);
                const body = kind === "item"
                  ? svgElement("circle", { class: "body", r: radius })
                  : svgElement("rect", {
                    class: "body", x: -radius, y: -radius, width: radius * 2, height: radius * 2, rx: radius * 0.3,
                  });
                const label = svgElement("text", { class: "label", "text-anchor": "middle", "dominant-baseline": "central" });
                label.textContent = String(index + 1);
                const tooltip = svgElement("title");
                tooltip.textContent = `${kind} ${index + 1}`;
                group.append(tooltip, body, label);
                group.addEventListener("pointerdown", startDrag);
                group.addEventListener("keydown", objectKey);
                group.addEventListener("focus", () => select(kind, index, { focus: false }));
                layer.append(group);
              });
            }
            markObjects();
            if (focusedKey) {
              const again = layer.querySelector(`[data-object="${focusedKey}"]`);
              if (again) again.focus({ preventScroll: true });
            }
          }

          function objectNode(kind, index) {
            return byId("drawing").querySelector(`.objects [data-object="${kind}-${index}"]`);
          }

          function moveObjectNode(kind, index, [x, y]) {
            const node = objectNode(kind, index);
            if (node) node.setAttribute("transform", `translate(${x} ${y})`);
          }

          function select(kind, index, { focus = true } = {}) {
            selected = { kind, index };
            markObjects();
            const node = objectNode(kind, index);
            if (node && focus) node.focus();
          }

          // Each object a finding names gets its severity's mark, and its findings as its description.
          function markObjects() {
            if (!level) return;
            const named = new Map();
            for (const finding of level.findings || []) {
              if (!finding.object) continue;
              const key = `${finding.object.kind}-${finding.object.index}`;
              const list = named.get(key) || [];
              list.push(finding);
              named.set(key, list);
            }
            for (const node of byId("drawing").querySelectorAll(".objects .object")) {
              const key = node.dataset.object;
              const findings = named.get(key) || [];
              node.classList.toggle("flagged-error", findings.some((finding) => finding.severity === "error"));
              node.classList.toggle("flagged-warning", findings.length > 0 && findings.every((f) => f.severity !== "error"));
              node.classList.toggle("selected", !!selected && key === `${selected.kind}-${selected.index}`);
              const name = `${node.dataset.kind} ${Number(node.dataset.index) + 1}`;
              if (findings.length) node.setAttribute("aria-description", findings.map((f) => f.message).join(" "));
              else node.removeAttribute("aria-description");
              node.querySelector("title").textContent = [name, ...findings.map((f) => `${f.severity}: ${f.message}`)].join("\n");
            }
          }

          function renderFindings(findings) {
            if (level) level.findings = findings;
            const list = byId("findings");
            list.replaceChildren();
            if (findings.length === 0) {
              list.append(element("li", { class: "quiet", text: "No findings: the rules are content with this level." }));
            }
            for (const finding of findings) {
              const text = `${finding.severity}: ${finding.message}`;
              const item = element("li", { class: finding.severity });
              if (finding.object) {
                const { kind, index } = finding.object;
                const link = element("a", { href: "#", class: "finding-link" }, `${kind} ${index + 1}: `, text);
                link.addEventListener("click", (event) => {
                  event.preventDefault();
                  select(kind, index);
                });
                item.append(link);
              } else {
                item.append(element("span", { text }));
              }
              item.append(" ", element("span", { class: "rule muted", text: finding.rule || "" }));
              list.append(item);
            }
            markObjects();
            if (levelId) updateCatalogueCounts(levelId, findings);
          }

          // Findings for the positions shown, at most one request at a time: while one is out, only the latest position
          // waits to go next.
          let checkInFlight = false;
          let checkWaiting = false;
          let lastCheck = 0;
          let checkTimer = null;

          function scheduleCheck() {
            if (checkTimer) return;
            const wait = Math.max(0, CHECK_THROTTLE_MS - (Date.now() - lastCheck));
            checkTimer = setTimeout(() => {
              checkTimer = null;
              checkLevel();
            }, wait);
          }

          async function checkLevel() {
            if (!level) return;
            if (checkInFlight) {
              checkWaiting = true;
              return;
            }
            checkInFlight = true;
            lastCheck = Date.now();
            const id = level.labyrinth_id;
            const edit = { items: level.items, obstacles: level.obstacles };
            const stored = edits.levels[id];
            if (stored && stored.seed !== undefined) edit.seed = stored.seed;
            const request = ++levelRequest;
            try {
              const answer = await api("POST", "/api/level", { labyrinth_id: id, edit: clone(edit) });
              if (request === levelRequest && id === levelId) renderFindings(answer.findings || []);
            } catch (error) {
              if (id === levelId) showAlert(error.message, error.body.file);
            } finally {
              checkInFlight = false;
              if (checkWaiting) {
                checkWaiting = false;
                scheduleCheck();
              }
            }
          }

          // The point of the centre lines nearest to (x, y), in whole units as the files hold them.
          function snap(x, y) {
            const lines = level.centre_lines || [];
            let best = null;
            let bestDistance = Infinity;
            for (const [[x1, y1], [x2, y2]] of lines) {
              const dx = x2 - x1;
              const dy = y2 - y1;
              const length = dx * dx + dy * dy;
              const t = length === 0 ? 0 : Math.min(1, Math.max(0, ((x - x1) * dx + (y - y1) * dy) / length));
              const px = x1 + t * dx;
              const py = y1 + t * dy;
              const distance = (px - x) ** 2 + (py - y) ** 2;
              if (distance < bestDistance) {
                bestDistance = distance;
                best = [px, py];
              }
            }
            if (!best) {
              best = [Math.min(Math.max(x, 0), level.width || x), Math.min(Math.max(y, 0), level.height || y)];
            }
            return [Math.round(best[0]), Math.round(best[1])];
          }

          function svgPoint(svg, event) {
            const matrix = svg.getScreenCTM();
            if (!matrix) return null;
            const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
            return [point.x, point.y];
          }

          function startDrag(event) {
            if (event.button !== 0 || !level) return;
            const node = event.currentTarget;
            event.preventDefault();
            const kind = node.dataset.kind;
            const index = Number(node.dataset.index);
            select(kind, index);
            node.setPointerCapture(event.pointerId);
            drag = {
              kind, index, pointerId: event.pointerId, node,
              before: { items: clone(level.items), obstacles: clone(level.obstacles) },
              from: clone(objectPositions(kind)[index]),
              moved: false,
            };
            byId("drawing").classList.add("dragging");
            node.addEventListener("pointermove", dragMove);
            node.addEventListener("pointerup", endDrag);
            node.addEventListener("pointercancel", cancelDrag);
            node.addEventListener("lostpointercapture", endDrag);
          }

          function dragMove(event) {
            if (!drag || event.pointerId !== drag.pointerId) return;
            const svg = byId("drawing").querySelector("svg");
            const point = svgPoint(svg, event);
            if (!point) return;
            const position = snap(point[0], point[1]);
            const positions = objectPositions(drag.kind);
            const old = positions[drag.index];
            if (old[0] === position[0] && old[1] === position[1]) return;
            positions[drag.index] = position;
            drag.moved = true;
            moveObjectNode(drag.kind, drag.index, position);
            scheduleCheck();
          }

          function stopListening(node) {
            node.removeEventListener("pointermove", dragMove);
            node.removeEventListener("pointerup", endDrag);
            node.removeEventListener("pointercancel", cancelDrag);
            node.removeEventListener("lostpointercapture", endDrag);
            byId("drawing").classList.remove("dragging");
          }

          function endDrag() {
            if (!drag) return;
            const finished = drag;
            drag = null;
            stopListening(finished.node);
            const to = objectPositions(finished.kind)[finished.index];
            if (!finished.moved || (to[0] === finished.from[0] && to[1] === finished.from[1])) return;
            commitPositions();
          }

          function cancelDrag() {
            if (!drag) return;
            const cancelled = drag;
            drag = null;
            stopListening(cancelled.node);
            level.items = cancelled.before.items;
            level.obstacles = cancelled.before.obstacles;
            drawObjects();
            checkLevel();
          }

          // One step of history for a finished move (a drag or a nudge): the level's positions become an edit.
          function commitPositions() {
            const id = level.labyrinth_id;
            const positionsNow = { items: clone(level.items), obstacles: clone(level.obstacles) };
            const previous = edits.levels[id];
            // The history holds the edits as they were; a level without an edit then was as on disk.
            record({ levelId: id });
            const edit = { items: positionsNow.items, obstacles: positionsNow.obstacles };
            if (previous && previous.seed !== undefined) edit.seed = previous.seed;
            edits.levels[id] = edit;
            persist();
            clearAlert();
            checkLevel();
          }

          function objectKey(event) {
            const node = event.currentTarget;
            const kind = node.dataset.kind;
            const index = Number(node.dataset.index);
            const directions = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
            if (event.key === "Escape" && drag) {
              event.preventDefault();
              cancelDrag();
              return;
            }
            if (event.key === "Enter" || event.key === " ") {
              event.preventDefault();
              select(kind, index);
              return;
            }
            const direction = directions[event.key];
            if (!direction || event.ctrlKey || event.metaKey || event.altKey) return;
            event.preventDefault();
            nudge(kind, index, direction, event.shiftKey ? NUDGE_STEP_LONG : NUDGE_STEP);
          }

          // Moves an object a step along the centre lines: the nearest point of them past the step in that direction,
          // trying longer steps where a passage turns away.
          function nudge(kind, index, [dx, dy], step) {
            const positions = objectPositions(kind);
            const [x, y] = positions[index];
            for (let distance = step; distance <= step * 12; distance += step) {
              const candidate = snap(x + dx * distance, y + dy * distance);
              const along = (candidate[0] - x) * dx + (candidate[1] - y) * dy;
              if (along >= 1) {
                positions[index] = candidate;
                moveObjectNode(kind, index, candidate);
                select(kind, index, { focus: false });
                commitPositions();
                return;
              }
            }
            setStatus(`${kind} ${index + 1} cannot go further that way.`);
          }

          async function reroll() {
            if (!level || busy) return;
            const id = level.labyrinth_id;
            const body = { labyrinth_id: id };
            if (level.seed !== undefined && level.seed !== null) body.previous_seed = level.seed;
            busy = true;
            setStatus(`Making a new maze for ${id}…`);
            try {
              const answer = await api("POST", "/api/reroll", body);
              if (id !== levelId) return;
              record({ levelId: id });
              edits.levels[id] = { seed: answer.seed };
              persist();
              clearAlert();
              selected = null;
              levelRequest++;
              renderLevel(answer);
              setStatus(`${id}: a new maze (seed ${answer.seed}).`);
            } catch (error) {
              showAlert(error.message, error.body.file);
            } finally {
              busy = false;
            }
          }

          // ---- the story

          async function showStory(id) {
            storyId = id;
            story = null;
            typing = null;
            byId("narrate").disabled = false;
            byId("narrate-status").textContent = "";
            const entry = catalogueStory(id);
            const form = byId("texts");
            form.setAttribute("aria-busy", "true");
            const request = ++storyRequest;
            try {
              const answer = await api("POST", "/api/story", { story_id: id });
              if (request !== storyRequest) return;
              originalTexts[id] = answer.texts || {};
              // The heading changes with the fields, so that it always names the story they hold.
              byId("story-heading").textContent = entry ? `Story ${entry.number}: ${entry.title}` : `Story ${id}`;
              buildTextFields();
              fillTexts();
              form.removeAttribute("aria-busy");
              if (edits.stories[id]) await checkStory();
              else renderStory(answer);
            } catch (error) {
              if (request === storyRequest) showAlert(error.message, error.body.file);
            }
          }

          function catalogueStory(id) {
            for (const pack of (catalogue && catalogue.packs) || []) {
              for (const entry of pack.stories) if (entry.id === id) return entry;
            }
            return null;
          }

          function buildTextFields() {
            const form = byId("texts");
            form.replaceChildren();
            for (const key of TEXT_KEYS) {
              const fieldId = "text-" + key;
              const field = key === "title"
                ? element("input", { type: "text", id: fieldId, name: key, spellcheck: "true" })
                : element("textarea", { id: fieldId, name: key, rows: 3, spellcheck: "true" });
              field.addEventListener("input", () => textInput(key, field.value));
              field.addEventListener("blur", finishTyping);
              const note = element("p", { class: "field-note", id: fieldId + "-note", hidden: true });
              form.append(element("div", { class: "field" }, element("label", { for: fieldId, text: key }), field, note));
            }
          }

          function mergedTexts(id) {
            const texts = Object.assign({}, originalTexts[id] || {});
            const changed = edits.stories[id] && edits.stories[id].texts;
            if (changed) Object.assign(texts, changed);
            return texts;
          }

          function fillTexts() {
            if (!storyId) return;
            const texts = mergedTexts(storyId);
            for (const key of TEXT_KEYS) {
              const field = byId("text-" + key);
              if (!field) continue;
              const value = texts[key] === undefined || texts[key] === null ? "" : String(texts[key]);
              if (field.value !== value) field.value = value;
              field.classList.toggle("edited", !!(edits.stories[storyId] && edits.stories[storyId].texts
                && key in edits.stories[storyId].texts));
            }
          }

          function finishTyping() {
            typing = null;
          }

          // Typing is one step of history per field until a pause; the texts sent are those that differ from the disk's.
          function textInput(key, value) {
            const id = storyId;
            const now = Date.now();
            if (!typing || typing.storyId !== id || typing.key !== key || now - typing.last > TYPING_PAUSE_MS) {
              record({ storyId: id, key, levelId });
            }
            typing = { storyId: id, key, last: now };
            narratedStories.delete(id);
            const original = originalTexts[id] && originalTexts[id][key] !== undefined ? String(originalTexts[id][key]) : "";
            const entry = edits.stories[id] || { texts: {} };
            if (value === original) delete entry.texts[key];
            else entry.texts[key] = value;
            if (Object.keys(entry.texts).length === 0) delete edits.stories[id];
            else edits.stories[id] = entry;
            byId("text-" + key).classList.toggle("edited", value !== original);
            persist();
            debounceStoryCheck();
          }

          let storyTimer = null;
          function debounceStoryCheck() {
            clearTimeout(storyTimer);
            storyTimer = setTimeout(checkStory, TEXT_DEBOUNCE_MS);
          }

          async function checkStory() {
            if (!storyId) return;
            const id = storyId;
            const request = ++storyRequest;
            const body = { story_id: id };
            if (edits.stories[id]) body.texts = clone(edits.stories[id].texts);
            try {
              const answer = await api("POST", "/api/story", body);
              if (request === storyRequest && id === storyId) renderStory(answer);
            } catch (error) {
              if (request === storyRequest) showAlert(error.message, error.body.file);
            }
          }

          function renderStory(answer) {
            story = answer;
            const list = byId("text-checks");
            list.replaceChildren();
            for (const key of TEXT_KEYS) {
              const field = byId("text-" + key);
              const note = byId("text-" + key + "-note");
              if (!field || !note) continue;
              const findings = (answer.findings || []).filter((finding) => finding.key === key);
              note.textContent = findings.map((finding) => `${finding.severity}: ${finding.message}`).join(" ");
              note.hidden = findings.length === 0;
              if (findings.length) {
                field.setAttribute("aria-invalid", findings.some((f) => f.severity === "error") ? "true" : "false");
                field.setAttribute("aria-describedby", note.id);
              } else {
                field.removeAttribute("aria-invalid");
                field.removeAttribute("aria-describedby");
              }
            }
            const findings = answer.findings || [];
            if (findings.length === 0) list.append(element("li", { class: "quiet", text: "The text rules find nothing." }));
            for (const finding of findings) {
              const text = `${finding.severity}: ${finding.message}`;
              const item = element("li", { class: finding.severity });
              const field = finding.key ? byId("text-" + finding.key) : null;
              if (field) {
                const link = element("a", { href: "#", class: "finding-link" }, `${finding.key}: `, text);
                link.addEventListener("click", (event) => {
                  event.preventDefault();
                  field.focus();
                });
                item.append(link);
              } else {
                item.append(element("span", { text }));
              }
              list.append(item);
            }
            renderClips(answer.clips || []);
          }

          function renderClips(clips) {
            const list = byId("clips");
            list.replaceChildren();
            if (clips.length === 0) list.append(element("li", { class: "quiet", text: "This story has no clips." }));
            const changed = (storyId && edits.stories[storyId] && edits.stories[storyId].texts) || {};
            for (const clip of clips) {
              let state = clip.state || "missing";
              // The server judges a clip by the texts it was sent; a text changed here since makes it stale at once.
              if (state === "current" && clip.key && clip.key in changed && !narratedStories.has(storyId)) state = "stale";
              const item = element("li", { class: "clip " + state.replace(/\s+/g, "-") });
              item.append(
                element("span", { class: "clip-name", text: clip.name }), " ",
                element("span", { class: "clip-state", text: state }),
                clip.key ? element("span", { class: "muted", text: ` (${clip.key})` }) : "",
              );
              if (clip.url) {
                item.append(element("audio", { controls: true, preload: "none", src: clip.url, "aria-label": `${clip.name}, ${state}` }));
              }
              list.append(item);
            }
          }

          async function narrate() {
            if (!storyId || busy) return;
            const id = storyId;
            finishTyping();
            busy = true;
            const button = byId("narrate");
            button.setAttribute("aria-busy", "true");
            byId("narrate-status").textContent = "Narrating… (a clip takes some seconds)";
            clearAlert();
            try {
              const answer = await api("POST", "/api/narrate", { story_id: id, texts: mergedTexts(id) });
              if (id !== storyId) return;
              narratedStories.add(id);
              renderStory(answer);
              const made = (answer.clips || []).filter((clip) => clip.url).length;
              byId("narrate-status").textContent = `Narrated: ${counted(made, "clip")} to play; saved with the story.`;
            } catch (error) {
              byId("narrate-status").textContent = "";
              showAlert(error.message, error.body.file);
            } finally {
              busy = false;
              button.removeAttribute("aria-busy");
            }
          }

          // ---- saving

          function saveBody(dryRun) {
            return { edits: clone(edits), loaded_stamp: loadedStamp, dry_run: dryRun };
          }

          function refusal(error) {
            if (error.status === 409) {
              showNotice("The save was refused: what it would write changed on disk since the studio loaded it. Keep your "
                + "edits on top of the files as they are now, or discard them.");
              const file = error.body.file;
              return `Not saved: ${file ? file + " " : "a file "}changed on disk since the studio loaded it. ${error.message}`;
            }
            if (error.status === 422) {
              const findings = error.body.findings || [];
              const listed = findings.filter((f) => f.severity === "error").map((f) => f.message).join(" ");
              return `Not saved: the rules refuse it. ${error.message}${listed ? " " + listed : ""}`;
            }
            return `Not saved: ${error.message}`;
          }

          async function save() {
            finishTyping();
            if (busy) return;
            if (!hasEdits()) {
              setStatus("Nothing to save: no unsaved edits.");
              return;
            }
            clearAlert();
            busy = true;
            setStatus("Checking what the save will change…");
            let plan;
            try {
              plan = await api("POST", "/api/save", saveBody(true));
            } catch (error) {
              busy = false;
              setStatus("");
              showAlert(refusal(error), error.body.file);
              return;
            }
            busy = false;
            setStatus("");
            showSavePlan(plan);
          }

          function showSavePlan(plan) {
            const changes = byId("save-changes");
            changes.replaceChildren();
            for (const change of plan.changes || []) {
              changes.append(element("li", {}, element("code", { text: change.file }), " ", change.summary || ""));
            }
            if ((plan.changes || []).length === 0) changes.append(element("li", { text: "No file changes." }));
            const warnings = (plan.findings || []);
            const warningList = byId("save-warnings");
            warningList.replaceChildren(...warnings.map((f) => element("li", { class: f.severity, text: `${f.severity}: ${f.message}` })));
            byId("save-warnings-heading").hidden = warnings.length === 0;
            byId("save-unchanged").textContent = plan.unchanged ? `${counted(plan.unchanged, "file")} unchanged.` : "";
            const dialog = byId("save-dialog");
            if (!dialog.open) dialog.showModal();
            byId("save-confirm").focus();
          }

          async function confirmSave() {
            const dialog = byId("save-dialog");
            if (busy) return;
            busy = true;
            byId("save-confirm").disabled = true;
            setStatus("Writing…");
            try {
              const result = await api("POST", "/api/save", saveBody(false));
              dialog.close();
              edits = { levels: {}, stories: {} };
              undoStack = [];
              redoStack = [];
              narratedStories = new Set();
              loadedStamp = null;
              persist();
              const written = (result.written || []).length;
              await reloadShown();
              setStatus(`Saved: ${counted(written, "file")} written.`);
            } catch (error) {
              dialog.close();
              setStatus("");
              showAlert(refusal(error), error.body.file);
            } finally {
              busy = false;
              byId("save-confirm").disabled = false;
            }
          }

          // ---- files changed on disk

          async function reloadShown() {
            await loadCatalogue();
            loadedStamp = catalogue.stamp;
            noticedStamp = null;
            hideNotice();
            if (levelId && findStory(levelId)) await loadLevel(levelId, { keepSelection: true });
            if (storyId) {
              const id = storyId;
              storyId = null;
              await showStory(id);
            }
            persist();
          }

          function showNotice(text) {
            byId("notice-text").textContent = text;
            byId("notice").hidden = false;
          }

          function hideNotice() {
            byId("notice").hidden = true;
          }

          async function poll() {
            let answer;
            try {
              answer = await api("GET", "/api/stamp");
            } catch (error) {
              return;
            }
            if (!answer || !answer.stamp || busy || drag) return;
            if (answer.stamp === loadedStamp) {
              // Back as they were loaded (a file put back): nothing to tell.
              noticedStamp = null;
              hideNotice();
              return;
            }
            if (!hasEdits()) {
              await reloadShown();
              setStatus("Files changed on disk: the studio shows them as they are now.");
            } else if (answer.stamp !== noticedStamp) {
              noticedStamp = answer.stamp;
              showNotice("Files changed on disk since the studio loaded them. Your unsaved edits are kept; a save over a "
                + "changed file will be refused, naming it.");
            }
          }

          // The person takes the files as they are now and keeps the edits over them: the save then writes over what
          // changed on disk.
          async function keepEdits() {
            const answer = await api("GET", "/api/stamp").catch(() => null);
            if (!answer) return;
            loadedStamp = answer.stamp;
            noticedStamp = null;
            hideNotice();
            clearAlert();
            persist();
            await loadCatalogue();
            if (levelId && findStory(levelId)) await loadLevel(levelId, { keepSelection: true });
            if (storyId) {
              const id = storyId;
              storyId = null;
              await showStory(id);
            }
            setStatus("Your edits are kept over the files as they are on disk now.");
          }

          async function discard() {
            if (!window.confirm("Discard every unsaved edit and show the files as they are on disk?")) return;
            edits = { levels: {}, stories: {} };
            undoStack = [];
            redoStack = [];
            narratedStories = new Set();
            persist();
            clearAlert();
            await reloadShown();
          }

          // ---- start

          function onKey(event) {
            const key = event.key.toLowerCase();
            const command = event.ctrlKey || event.metaKey;
            if (!command || event.altKey) return;
            if (byId("save-dialog").open) return;
            if (key === "s") {
              event.preventDefault();
              save();
            } else if (key === "z" && event.shiftKey) {
              event.preventDefault();
              redo();
            } else if (key === "z") {
              event.preventDefault();
              undo();
            } else if (key === "y") {
              event.preventDefault();
              redo();
            }
          }

          function levelFromHash() {
            const id = decodeURIComponent(location.hash.slice(1));
            return id && findStory(id) ? id : null;
          }

          function firstLevel() {
            for (const pack of catalogue.packs) {
              for (const entry of pack.stories) if (entry.levels.length) return entry.levels[0].labyrinth_id;
            }
            return null;
          }

          async function start() {
            byId("undo").addEventListener("click", undo);
            byId("redo").addEventListener("click", redo);
            byId("save").addEventListener("click", save);
            byId("reroll").addEventListener("click", reroll);
            byId("narrate").addEventListener("click", narrate);
            byId("save-confirm").addEventListener("click", confirmSave);
            byId("save-cancel").addEventListener("click", () => {
              byId("save-dialog").close();
              setStatus("Not saved.");
            });
            byId("discard").addEventListener("click", discard);
            // Past the list of every level, for the keyboard (the address keeps naming the level shown).
            byId("skip").addEventListener("click", (event) => {
              event.preventDefault();
              const first = document.querySelector("#drawing .object") || byId("level-heading");
              first.focus();
            });
            byId("keep").addEventListener("click", keepEdits);
            byId("show-solution").addEventListener("change", (event) => {
              byId("drawing").classList.toggle("show-solution", event.target.checked);
            });
            document.addEventListener("keydown", onKey, true);
            window.addEventListener("beforeunload", (event) => {
              if (!hasEdits()) return;
              event.preventDefault();
              event.returnValue = "";
            });
            window.addEventListener("hashchange", () => {
              const id = levelFromHash();
              if (id && id !== levelId) showLevel(id);
            });

            const stored = restore();
            updateEditState();
            try {
              await loadCatalogue();
            } catch (error) {
              byId("catalogue").replaceChildren(element("h2", { text: "Levels" }));
              showAlert(error.message, error.body.file);
              return;
            }
            if (stored && hasEdits()) {
              const count = Object.keys(edits.levels).length + Object.keys(edits.stories).length;
              setStatus(`Restored ${count === 1 ? "an unsaved edit" : count + " unsaved edits"} kept by this browser.`);
            }
            const first = levelFromHash() || (stored && stored.levelId && findStory(stored.levelId) ? stored.levelId : null)
              || firstLevel();
            if (first) {
              if (location.hash.slice(1) !== encodeURIComponent(first)) history.replaceState(null, "", "#" + encodeURIComponent(first));
              await showLevel(first);
            }
            setInterval(poll, POLL_MS);
          }

          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
          else start();
        })();
        """#
}
