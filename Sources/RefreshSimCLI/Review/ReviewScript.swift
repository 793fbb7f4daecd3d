/// The review page's script: a classic script (no modules, no `fetch()`), so the page runs from
/// `file://`. It sets every text from a scenario with `textContent`.
enum ReviewScript {
    static let source = #"""
        "use strict";
        // The refreshsim review page. A classic script that loads nothing over the network and no module:
        // it runs from a file.
        // Every text from a scenario is set with textContent, never as markup.
        (function () {
          var index = JSON.parse(document.getElementById("review-index").textContent);
          var runs = index.runs;
          var byKey = {};
          runs.forEach(function (run) { byKey[run.key] = run; });
          var sweeps = {};
          index.sweeps.forEach(function (sweep) { sweeps[sweep.key] = sweep; });
          var palette = new Uint32Array(256);
          index.palette.forEach(function (c, i) {
            palette[i] = (0xFF000000 | ((c & 0xFF) << 16) | (c & 0xFF00) | ((c >> 16) & 0xFF)) >>> 0;
          });
          var view = document.getElementById("view");
          var live = document.getElementById("live");
          var player = null;

          // ---- small DOM helpers -------------------------------------------------------------------
          function el(tag, attrs, children) {
            var node = document.createElement(tag);
            Object.keys(attrs || {}).forEach(function (name) {
              if (name === "text") node.textContent = attrs[name];
              else if (name === "class") node.className = attrs[name];
              else if (name.slice(0, 2) === "on") node.addEventListener(name.slice(2), attrs[name]);
              else node.setAttribute(name, attrs[name]);
            });
            (children || []).forEach(function (child) {
              if (child != null) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
            });
            return node;
          }
          function seconds(t) { return t.toFixed(3) + " s"; }
          function verdictBadge(verdict) {
            var words = { smooth: "✓ smooth", janky: "✗ janky", invalid: "invalid" };
            return el("span", { class: "badge " + verdict, text: words[verdict] || verdict });
          }
          // A run read from a recorded trace, not simulated.
          function recordedBadge(run) {
            return run.recorded ? el("span", { class: "badge recorded", title: run.recorded, text: "recorded" }) : null;
          }
          function say(text) { live.textContent = text; }
          // Shows the view's parts, skipping the ones a view leaves out (null).
          function show() { fill(view, Array.prototype.slice.call(arguments)); }
          function fill(node, parts) {
            node.replaceChildren.apply(node, parts.filter(function (part) { return part != null; }));
          }
          function params() { return new URLSearchParams(location.hash.slice(1)); }
          function go(pairs) { location.hash = new URLSearchParams(pairs).toString(); }
          function keep(pairs) {
            history.replaceState(null, "", "#" + new URLSearchParams(pairs).toString());
          }

          // ---- data: inline blocks (one file) or script files beside the page (a folder) ------------
          var loaded = {};
          var waiting = {};
          window.refreshsimMedia = function (id, data) {
            loaded[id] = data;
            (waiting[id] || []).forEach(function (resolve) { resolve(data); });
          };
          var mediaPromises = {};
          function media(id) {
            if (!mediaPromises[id]) {
              mediaPromises[id] = new Promise(function (resolve, reject) {
                var block = document.getElementById("media-" + id);
                if (block) return resolve(JSON.parse(block.textContent));
                if (loaded[id]) return resolve(loaded[id]);
                (waiting[id] = waiting[id] || []).push(resolve);
                var script = document.createElement("script");
                script.src = "assets/" + id + ".js";
                script.onerror = function () { reject(new Error("assets/" + id + ".js could not be loaded")); };
                document.head.appendChild(script);
              }).then(prepare);
            }
            return mediaPromises[id];
          }
          function bytes(base64) {
            var text = atob(base64);
            var out = new Uint8Array(text.length);
            for (var i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
            return out;
          }
          function inflate(base64) {
            var stream = new Blob([bytes(base64)]).stream().pipeThrough(new DecompressionStream("deflate"));
            return new Response(stream).arrayBuffer().then(function (buffer) { return new Uint8Array(buffer); });
          }
          function prepare(data) {
            var chart = inflate(data.chart).then(function (svg) {
              return URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
            });
            var films = Promise.all(data.phones.map(function (meta) {
              if (meta.unavailable) return null;
              return inflate(meta.pixels).then(function (runs) { return new Film(meta, expandRuns(runs, meta.size)); });
            }));
            return Promise.all([chart, films]).then(function (parts) {
              return { chart: parts[0], axis: data.axis, films: parts[1],
                       baseline: data.baseline ? "data:image/png;base64," + data.baseline : null };
            });
          }

          // ---- the phone's frames: rectangles of palette indices, replayed from snapshots ------------
          // The error bytes come as runs (PhoneFilm, ZeroRunWriter): zeros to skip, then how many
          // bytes follow as they are; both counts LEB128. `size` bytes in all.
          function expandRuns(runs, size) {
            var out = new Uint8Array(size), i = 0, at = 0;
            function count() {
              var value = 0, scale = 1, byte;
              do { byte = runs[i++]; value += (byte & 127) * scale; scale *= 128; } while (byte >= 128 && i < runs.length);
              return value;
            }
            while (i < runs.length) {
              at += count();
              var length = count();
              out.set(runs.subarray(i, i + length), at);
              i += length; at += length;
            }
            if (at !== size) throw new Error("a film's runs expand to " + at + " bytes, not " + size);
            return out;
          }
          var SNAPSHOT_EVERY = 30;
          function Film(meta, pixels) {
            this.width = meta.width; this.height = meta.height; this.fps = meta.fps; this.frames = meta.frames;
            this.patches = meta.patches; this.pixels = pixels; this.offsets = [];
            var offset = 0;
            for (var i = 0; i < this.patches.length; i++) {
              this.offsets.push(offset);
              offset += this.patches[i][3] * this.patches[i][4];
            }
            this.snapshots = [];
            var screen = new Uint8Array(this.width * this.height);
            var next = 0;
            for (var frame = 0; frame < this.frames; frame++) {
              while (next < this.patches.length && this.patches[next][0] === frame) this.apply(screen, next++);
              if (frame % SNAPSHOT_EVERY === 0) this.snapshots.push({ screen: screen.slice(), next: next });
            }
          }
          // A patch's rows are first predicted from the frame before moved by its shift (rows whose
          // source is off the screen keep their pixels), then corrected by XOR with its bytes.
          Film.prototype.apply = function (screen, i) {
            var p = this.patches[i], offset = this.offsets[i], w = this.width, shift = p[5];
            if (shift) {
              var first = Math.max(p[2], -shift), last = Math.min(p[2] + p[4] - 1, this.height - 1 - shift);
              if (last >= first) screen.copyWithin(first * w, (first + shift) * w, (last + 1 + shift) * w);
            }
            for (var row = 0; row < p[4]; row++) {
              var base = (p[2] + row) * w + p[1], from = offset + row * p[3];
              for (var c = 0; c < p[3]; c++) screen[base + c] ^= this.pixels[from + c];
            }
          };
          Film.prototype.frameAt = function (t) {
            return Math.min(Math.max(Math.floor(t * this.fps + 1e-9), 0), this.frames - 1);
          };
          Film.prototype.draw = function (canvas, frame) {
            var snapshot = this.snapshots[Math.floor(frame / SNAPSHOT_EVERY)];
            var screen = snapshot.screen.slice();
            for (var i = snapshot.next; i < this.patches.length && this.patches[i][0] <= frame; i++) this.apply(screen, i);
            var context = canvas.getContext("2d");
            var image = context.createImageData(this.width, this.height);
            var out = new Uint32Array(image.data.buffer);
            for (var k = 0; k < screen.length; k++) out[k] = palette[screen[k]];
            context.putImageData(image, 0, 0);
            canvas.setAttribute("data-frame", String(frame));
          };

          // ---- the clock every view with a chart and phones shares ----------------------------------
          // Time moves in the simulation's frames (`rate` a second, the faster run's in a comparison),
          // numbered from 0 as findings and reports number them; each phone shows its film's
          // picture at that time.
          function Player(parts, duration, rate, onTime) {
            this.parts = parts; // [{film, canvas, cursor, axis, label, rate}]
            this.duration = duration;
            this.fps = rate;
            this.time = 0;
            this.speed = 1;
            this.playing = false;
            this.onTime = onTime;
          }
          Player.prototype.frame = function () { return Math.floor(this.time * this.fps + 1e-9); };
          Player.prototype.lastFrame = function () { return Math.floor(this.duration * this.fps + 1e-9); };
          Player.prototype.set = function (t) {
            this.time = Math.min(Math.max(t, 0), this.duration);
            var self = this;
            this.parts.forEach(function (part) {
              if (part.axis && part.cursor) {
                var a = part.axis;
                var x = a.x0 + (Math.min(self.time, a.t1) - a.t0) / (a.t1 - a.t0) * (a.x1 - a.x0);
                part.cursor.style.left = (x / a.width * 100) + "%";
              }
              if (part.film && part.canvas) {
                var frame = part.film.frameAt(self.time);
                if (part.canvas.getAttribute("data-frame") !== String(frame)) part.film.draw(part.canvas, frame);
                part.canvas.setAttribute("aria-label", part.label + " at " + seconds(self.time) + ", frame " + simulationFrame(self.time, part.rate));
              }
            });
            this.onTime(this.time);
          };
          Player.prototype.step = function (by) {
            this.pause();
            this.set(Math.min(Math.max(this.frame() + by, 0), this.lastFrame()) / this.fps);
          };
          Player.prototype.play = function () {
            if (this.playing) return;
            if (this.time >= this.duration - 1e-9) this.set(0);
            this.playing = true;
            var self = this, last = null;
            function tick(now) {
              if (!self.playing) return;
              if (last !== null) self.set(self.time + (now - last) / 1000 * self.speed);
              last = now;
              if (self.time >= self.duration - 1e-9) { self.pause(); return; }
              requestAnimationFrame(tick);
            }
            requestAnimationFrame(tick);
            this.onPlay(true);
          };
          Player.prototype.pause = function () {
            if (!this.playing) return;
            this.playing = false;
            this.onPlay(false);
          };
          Player.prototype.onPlay = function () {};

          // The time under a pointer on a chart, from where its time axis runs.
          function timeAt(event, image, axis) {
            var box = image.getBoundingClientRect();
            var x = (event.clientX - box.left) / box.width * axis.width;
            return axis.t0 + (x - axis.x0) / (axis.x1 - axis.x0) * (axis.t1 - axis.t0);
          }

          function chartFigure(run, prepared, caption) {
            var image = el("img", { src: prepared.chart, class: "chart",
              alt: "Chart of " + run.name + ": scroll offset, inset, the strategy's states and events over " +
                   seconds(run.duration) + "; verdict " + run.verdict + ", " + run.findings.length + " finding(s), listed below." });
            var cursor = el("div", { class: "cursor", "aria-hidden": "true" });
            var box = el("div", { class: "chart-box", title: "Drag to scrub" }, [image, cursor]);
            return { node: el("figure", {}, [box, caption ? el("figcaption", { text: caption }) : null]), image: image, cursor: cursor, box: box };
          }

          function phoneFigure(run, film) {
            if (!film) return { node: el("p", { class: "note", text: "This run is too long to film; the chart shows it all." }) };
            var canvas = el("canvas", { width: film.width, height: film.height, class: "phone", role: "img",
                                        "aria-label": "Phone screen of " + run.name, "data-frame": "" });
            return { node: el("figure", { class: "phone-box" }, [canvas]), canvas: canvas };
          }

          function controls(p) {
            var playButton = el("button", { type: "button", class: "play", "aria-label": "Play", text: "▶ Play" });
            playButton.addEventListener("click", function () { if (p.playing) p.pause(); else p.play(); });
            p.onPlay = function (playing) {
              playButton.textContent = playing ? "❚❚ Pause" : "▶ Play";
              playButton.setAttribute("aria-label", playing ? "Pause" : "Play");
            };
            var speed = el("select", { "aria-label": "Speed" }, [
              el("option", { value: "0.25", text: "¼×" }), el("option", { value: "0.5", text: "½×" }),
              el("option", { value: "1", text: "1×" })]);
            speed.value = "1";
            speed.addEventListener("change", function () { p.speed = Number(speed.value); });
            var back = el("button", { type: "button", "aria-label": "Previous frame", text: "◀ frame", onclick: function () { p.step(-1); } });
            var on = el("button", { type: "button", "aria-label": "Next frame", text: "frame ▶", onclick: function () { p.step(1); } });
            var slider = el("input", { type: "range", min: "0", max: String(p.lastFrame()), step: "1", value: "0",
                                       "aria-label": "Time (frames of 1/" + p.fps + " s)", class: "scrubber" });
            slider.addEventListener("input", function () { p.pause(); p.set(Number(slider.value) / p.fps); });
            var clock = el("output", { class: "clock", "aria-live": "off" });
            return { node: el("div", { class: "controls", role: "group", "aria-label": "Playback" },
                              [playButton, speed, back, on, slider, clock]), slider: slider, clock: clock };
          }

          function scrubOn(box, image, axis, p) {
            var dragging = false;
            box.addEventListener("pointerdown", function (event) {
              dragging = true; p.pause();
              box.setPointerCapture(event.pointerId);
              p.set(timeAt(event, image, axis));
            });
            box.addEventListener("pointermove", function (event) { if (dragging) p.set(timeAt(event, image, axis)); });
            box.addEventListener("pointerup", function () { dragging = false; });
          }

          // The simulation's frame shown at time t, as findings and reports number frames.
          function simulationFrame(t, rate) { return Math.floor(t * rate + 1e-9); }

          function findingList(run, p) {
            if (!run.findings.length) return el("p", { text: "No findings: nothing to flag in this run." });
            return el("ol", { class: "findings" }, run.findings.map(function (f) {
              return el("li", {}, [el("button", { type: "button", class: "finding " + f.severity, "data-time": String(f.time),
                onclick: function () { p.pause(); p.set(f.time); say("Moved to finding " + f.number + " at " + seconds(f.time)); } },
                [el("span", { class: "disc", text: String(f.number) }), seconds(f.time) + " · frame " + f.frame + " · " + f.name + " — " + f.plainText + " (" + f.glitch + ")"])]);
            }));
          }

          function keyboard(p) {
            return function (event) {
              var tag = event.target.tagName;
              if (tag === "INPUT" && event.target.type !== "range" || tag === "SELECT" || tag === "TEXTAREA") return;
              if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
                event.preventDefault();
                p.step(event.key === "ArrowLeft" ? -1 : 1);
              } else if (event.key === " " && tag !== "BUTTON") {
                event.preventDefault();
                if (p.playing) p.pause(); else p.play();
              }
            };
          }
          var keyHandler = null;
          function listenKeys(handler) {
            if (keyHandler) document.removeEventListener("keydown", keyHandler);
            keyHandler = handler;
            if (handler) document.addEventListener("keydown", handler);
          }

          // The clipboard may be refused to a page opened from a file; the text is then selected instead.
          function copyButton(label, text) {
            return el("button", { type: "button", text: label, onclick: function (event) {
              var button = event.currentTarget;
              function selectIt() {
                var pre = button.parentNode.nextSibling && button.parentNode.nextSibling.tagName === "PRE" ? button.parentNode.nextSibling
                  : button.nextSibling;
                if (pre) window.getSelection().selectAllChildren(pre);
                say("Selected: press Ctrl+C or ⌘C to copy.");
              }
              if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(text).then(function () { say("Copied."); }, selectIt);
              } else selectIt();
            } });
          }

          function backLink() {
            return el("p", {}, [el("a", { href: "#", text: "← All scenarios" })]);
          }

          // ---- views ---------------------------------------------------------------------------------
          function showRun(key, time) {
            var run = byKey[key];
            if (!run) return showOverview(params(), "No scenario named " + key + " in this review.");
            document.title = run.name + " · refreshsim review";
            show(backLink(), el("h2", { text: run.name }), el("p", { class: "loading", text: "Loading the chart and the phone…" }));
            media(run.media).then(function (prepared) {
              if (byKey[params().get("run")] !== run) return;
              var chart = chartFigure(run, prepared);
              var phone = phoneFigure(run, prepared.films[0]);
              var p = new Player([{ film: prepared.films[0], canvas: phone.canvas, cursor: chart.cursor, axis: prepared.axis,
                                    label: "Phone screen of " + run.name, rate: run.frameRate }], run.duration + 1 / run.frameRate,
                                 run.frameRate, function () {});
              var bar = controls(p);
              p.onTime = function (t) {
                var frame = p.frame();
                bar.slider.value = String(frame);
                bar.clock.textContent = seconds(t) + " · frame " + Math.min(frame, run.frames - 1) + " of " + (run.frames - 1);
                keep({ run: run.key, t: t.toFixed(3) });
              };
              scrubOn(chart.box, chart.image, prepared.axis, p);
              var facts = [run.kind, run.file, "refreshes " + run.refreshes, "load-mores " + run.loadMores]
                .concat(run.hitches != null ? ["hitches " + run.hitches] : []);
              show(backLink(),
                el("h2", {}, [run.name + " ", verdictBadge(run.verdict), run.recorded ? " " : null, recordedBadge(run)]),
                el("p", { class: "facts", text: facts.join(" · ") }),
                run.description ? el("p", { class: "description", text: run.description }) : null,
                el("div", { class: "stage" }, [chart.node, phone.node]),
                bar.node,
                el("h3", { text: "Findings" }), findingList(run, p),
                expectation(run),
                prepared.baseline ? el("section", { "aria-labelledby": "baseline-title" }, [
                  el("h3", { id: "baseline-title", text: "Stored baseline and this run" }),
                  el("div", { class: "baseline" }, [
                    el("figure", {}, [el("img", { src: prepared.baseline, alt: "The stored baseline chart of " + run.name }),
                                      el("figcaption", { text: "Baseline (stored)" })]),
                    el("figure", {}, [el("img", { src: prepared.chart, alt: "This run's chart of " + run.name }),
                                      el("figcaption", { text: "Actual (this run)" })])])]) : null,
                legend(run));
              p.set(time || 0);
              player = p;
              listenKeys(keyboard(p));
              view.setAttribute("data-ready", "run");
            }, failed);
          }

          function expectation(run) {
            var check = index.mode === "check";
            if (run.expect === "none") return el("p", { class: "note", text: "This scenario has no expect block." });
            return el("div", {}, [el("h3", {}, [check ? "Check: " : "Expect: ", el("span", { class: "badge " + (run.expect === "pass" ? "smooth" : "janky"),
              text: run.expect === "pass" ? (check ? "✓ passed" : "✓ met") : (check ? "✗ failed" : "✗ not met") })]),
              run.expectDifferences.length ? el("ul", {}, run.expectDifferences.map(function (d) { return el("li", { text: d }); })) : null]);
          }

          function legend() {
            return el("details", { class: "legend" }, [el("summary", { text: "What the words on the pictures mean" }),
              el("dl", {}, index.words.reduce(function (list, word) {
                return list.concat([el("dt", { text: word[0] }), el("dd", { text: word[1] })]);
              }, []))]);
          }

          function showCompare(first, second, time) {
            var a = byKey[first], b = byKey[second];
            if (!a || !b) return showOverview(params(), "Pick two scenarios of this review to compare.");
            document.title = a.name + " vs " + b.name + " · refreshsim review";
            show(backLink(), el("p", { class: "loading", text: "Loading both runs…" }));
            Promise.all([media(a.media), media(b.media)]).then(function (both) {
              var parts = [], columns = [];
              [a, b].forEach(function (run, i) {
                var chart = chartFigure(run, both[i]);
                var phone = phoneFigure(run, both[i].films[0]);
                parts.push({ film: both[i].films[0], canvas: phone.canvas, cursor: chart.cursor, axis: both[i].axis,
                             label: "Phone screen of " + run.name, chart: chart, rate: run.frameRate });
                columns.push(el("section", { class: "column", "aria-label": run.name }, [
                  el("h3", {}, [run.name + " ", verdictBadge(run.verdict)]), chart.node, phone.node, findingList(run, { pause: function () {}, set: function (t) { p.set(t); } })]));
              });
              var p = new Player(parts, Math.max(a.duration + 1 / a.frameRate, b.duration + 1 / b.frameRate),
                                 Math.max(a.frameRate, b.frameRate), function () {});
              var bar = controls(p);
              p.onTime = function (t) {
                bar.slider.value = String(p.frame());
                bar.clock.textContent = seconds(t) + " · frame " + (a.frameRate === b.frameRate ? String(p.frame())
                  : [a, b].map(function (run) { return simulationFrame(t, run.frameRate) + " (" + run.name + ")"; }).join(" · "));
                keep({ compare: a.key, with: b.key, t: t.toFixed(3) });
              };
              parts.forEach(function (part, i) { scrubOn(part.chart.box, part.chart.image, both[i].axis, p); });
              var pair = index.compares.filter(function (c) { return c.first === a.key && c.second === b.key; })[0];
              var differences = pair ? el("ul", { class: "differences" }, pair.differences.length
                ? pair.differences.map(function (d) { return el("li", { text: d }); })
                : [el("li", { text: "The two runs' events match (within 20 ms)." })])
                : el("p", { class: "note", text: "Event differences are listed for the pairs given to review with --compare, and for NAME-bad / NAME-good pairs." });
              show(backLink(), el("h2", { text: a.name + " vs " + b.name }), bar.node,
                el("div", { class: "compare" }, columns), el("h3", { text: "Differences in events" }), differences);
              p.set(time || 0);
              player = p;
              listenKeys(keyboard(p));
              view.setAttribute("data-ready", "compare");
            }, failed);
          }

          function failed(error) {
            show(backLink(), el("p", { class: "error", role: "alert", text: "Could not open this run: " + error.message }));
          }

          function showOverview(query, message) {
            document.title = index.title;
            listenKeys(null);
            var q = el("input", { type: "search", id: "q", value: query.get("q") || "", placeholder: "name" });
            function choice(id, label, values, current) {
              var select = el("select", { id: id }, [el("option", { value: "", text: "any" })].concat(values.map(function (v) {
                return el("option", { value: v, text: v });
              })));
              select.value = current || "";
              return [el("label", { for: id, text: label }), select];
            }
            var kinds = unique(runs.filter(listed).map(function (r) { return r.kind; }));
            var glitches = unique([].concat.apply([], runs.filter(listed).map(function (r) { return r.findings.map(function (f) { return f.glitch; }); })));
            var verdict = choice("verdict", "Verdict", ["smooth", "janky"], query.get("verdict"));
            var kind = choice("kind", "Kind", kinds, query.get("kind"));
            var glitch = choice("glitch", "Glitch", glitches, query.get("glitch"));
            var body = el("tbody");
            var count = el("p", { class: "count", role: "status" });
            function refresh() {
              var text = q.value.toLowerCase();
              var shown = runs.filter(listed).filter(function (r) {
                return (!text || r.name.toLowerCase().indexOf(text) >= 0) && (!verdict[1].value || r.verdict === verdict[1].value)
                  && (!kind[1].value || r.kind === kind[1].value)
                  && (!glitch[1].value || r.findings.some(function (f) { return f.glitch === glitch[1].value; }));
              });
              body.replaceChildren.apply(body, shown.map(row));
              count.textContent = shown.length + " of " + runs.filter(listed).length + " scenarios shown";
              var pairs = {};
              if (q.value) pairs.q = q.value;
              ["verdict", "kind", "glitch"].forEach(function (name, i) {
                var value = [verdict, kind, glitch][i][1].value;
                if (value) pairs[name] = value;
              });
              keep(pairs);
            }
            [q, verdict[1], kind[1], glitch[1]].forEach(function (control) { control.addEventListener("input", refresh); });
            var totals = counts();
            var table = el("table", { class: "overview" }, [
              el("caption", { text: "Every scenario: verdict, what it did, findings and its expect result. Open one to play it." }),
              el("thead", {}, [el("tr", {}, ["Scenario", "Verdict", "Refreshes", "Load-mores", "Hitches", "Findings", index.mode === "check" ? "Check" : "Expect"]
                .map(function (h) { return el("th", { scope: "col", text: h }); }))]), body]);
            show(
              el("h2", { text: index.mode === "check" ? "Check results" : "Overview" }),
              el("p", { class: "totals", text: totals }),
              message ? el("p", { class: "error", role: "alert", text: message }) : null,
              index.notes.length ? el("ul", { class: "error", role: "alert" }, index.notes.map(function (n) { return el("li", { text: n }); })) : null,
              el("form", { class: "filters", role: "search", onsubmit: function (e) { e.preventDefault(); } },
                [el("label", { for: "q", text: "Search" }), q].concat(verdict, kind, glitch)),
              count, table, compareForm(), sweepList());
            refresh();
            view.setAttribute("data-ready", "overview");
          }
          function listed(run) { return !run.sweepCell; }
          function unique(values) { return values.filter(function (v, i) { return values.indexOf(v) === i; }).sort(); }
          function counts() {
            var shown = runs.filter(listed);
            var janky = shown.filter(function (r) { return r.verdict === "janky"; }).length;
            var failing = shown.filter(function (r) { return r.expect === "fail"; }).length;
            return shown.length + " scenarios: " + (shown.length - janky) + " smooth, " + janky + " janky" +
              (failing ? "; " + failing + " not as expected" : "") + ".";
          }
          function row(run) {
            var classes = unique(run.findings.map(function (f) { return f.glitch; }));
            var expect = run.expect === "none" ? "—" : run.expect === "pass" ? "✓ pass" : "✗ FAIL";
            return el("tr", { class: run.expect === "fail" ? "failing" : "" }, [
              el("th", { scope: "row" }, [el("a", { href: "#" + new URLSearchParams({ run: run.key }).toString(), text: run.name }),
                run.recorded ? " " : null, recordedBadge(run), el("div", { class: "file", text: run.file })]),
              el("td", {}, [verdictBadge(run.verdict)]),
              el("td", { text: String(run.refreshes) }), el("td", { text: String(run.loadMores) }),
              el("td", { text: run.hitches != null ? String(run.hitches) : "—" }),
              el("td", { text: run.findings.length ? run.findings.length + ": " + classes.join(", ") : "none" }),
              el("td", { class: "expect " + run.expect, title: run.expectDifferences.join("\n"), text: expect })]);
          }
          function compareForm() {
            var shown = runs.filter(listed);
            if (shown.length < 2) return null;
            function pick(id, label, selected) {
              var select = el("select", { id: id }, shown.map(function (r) { return el("option", { value: r.key, text: r.name }); }));
              select.value = selected;
              return [el("label", { for: id, text: label }), select];
            }
            var pair = index.compares[0] || { first: shown[0].key, second: shown[1].key };
            var first = pick("first", "First", pair.first), second = pick("second", "Second", pair.second);
            var links = index.compares.map(function (c) {
              return el("li", {}, [el("a", { href: "#" + new URLSearchParams({ compare: c.first, with: c.second }).toString(),
                text: byKey[c.first].name + " vs " + byKey[c.second].name })]);
            });
            return el("section", { "aria-labelledby": "compare-title" }, [el("h2", { id: "compare-title", text: "Compare two runs" }),
              links.length ? el("ul", {}, links) : null,
              el("form", { class: "filters", onsubmit: function (e) { e.preventDefault(); go({ compare: first[1].value, with: second[1].value }); } },
                first.concat(second, [el("button", { type: "submit", text: "Compare" })]))]);
          }
          function sweepList() {
            if (!index.sweeps.length) return null;
            return el("section", { "aria-labelledby": "sweeps-title" }, [el("h2", { id: "sweeps-title", text: "Sweeps" }),
              el("ul", {}, index.sweeps.map(function (s) {
                return el("li", {}, [el("a", { href: "#" + new URLSearchParams({ sweep: s.key }).toString(), text: s.name }),
                  " — " + s.cells.length + " cells over " + s.axes.map(function (a) { return a.title; }).join(" × ")]);
              }))]);
          }

          // ---- sweeps --------------------------------------------------------------------------------
          var CELL_COLOURS = { 0: "#8a8a8a", 1: "#1b7a4a", 2: "#c8102e" };
          function showSweep(key, cell) {
            var sweep = sweeps[key];
            if (!sweep) return showOverview(params(), "No sweep named " + key + " in this review.");
            listenKeys(null);
            document.title = sweep.name + " sweep · refreshsim review";
            var axes = sweep.axes, nx = axes[0].values.length, ny = axes.length > 1 ? axes[1].values.length : 1;
            var strides = axes.map(function () { return 1; });
            for (var a = axes.length - 2; a >= 0; a--) strides[a] = strides[a + 1] * axes[a + 1].values.length;
            var rest = axes.slice(2).map(function () { return 0; });
            var size = Math.max(6, Math.min(36, Math.floor(720 / Math.max(nx, ny))));
            var left = 70, top = 10;
            var canvas = el("canvas", { width: left + nx * size + 10, height: top + ny * size + 40, class: "sweep-map", tabindex: "0",
              "data-left": String(left), "data-top": String(top), "data-size": String(size), "data-ny": String(ny),
              role: "grid", "aria-label": "Map of " + sweep.name + ": " + axes[0].title + " across" +
                (axes.length > 1 ? ", " + axes[1].title + " up" : "") + ". Arrow keys move between cells, Enter opens one." });
            var tip = el("div", { class: "tip", role: "tooltip", hidden: "" });
            var details = el("section", { class: "cell-details", "aria-live": "polite" });
            var selected = { x: 0, y: 0 };
            function cellIndex(x, y) {
              var i = x * strides[0] + (axes.length > 1 ? y * strides[1] : 0);
              rest.forEach(function (v, k) { i += v * strides[k + 2]; });
              return i;
            }
            function coordinates(i) { return axes.map(function (axis, k) { return Math.floor(i / strides[k]) % axis.values.length; }); }
            function draw() {
              var c = canvas.getContext("2d");
              c.fillStyle = "#ffffff"; c.fillRect(0, 0, canvas.width, canvas.height);
              for (var x = 0; x < nx; x++) for (var y = 0; y < ny; y++) {
                var i = cellIndex(x, y), code = sweep.cells[i];
                var px = left + x * size, py = top + (ny - 1 - y) * size;
                c.fillStyle = CELL_COLOURS[code & 3];
                c.fillRect(px, py, size - 1, size - 1);
                c.fillStyle = "#ffffff";
                if (code & 4) c.fillRect(px + 1, py + 1, Math.max(2, size / 4), Math.max(2, size / 4));
                if (code & 8) c.fillRect(px + size - 2 - Math.max(2, size / 4), py + size - 2 - Math.max(2, size / 4), Math.max(2, size / 4), Math.max(2, size / 4));
                if (sweep.runs[String(i)]) { c.strokeStyle = "#ffd84d"; c.lineWidth = 2; c.strokeRect(px + 1.5, py + 1.5, size - 4, size - 4); }
              }
              c.strokeStyle = "#000000"; c.lineWidth = 2;
              c.strokeRect(left + selected.x * size - 1, top + (ny - 1 - selected.y) * size - 1, size + 1, size + 1);
              c.fillStyle = "#1a1a1a"; c.font = "12px sans-serif";
              c.fillText(axes[0].title + " " + axes[0].labels[0] + " … " + axes[0].labels[nx - 1] + " →", left, top + ny * size + 18);
              if (axes.length > 1) {
                c.save(); c.translate(14, top + ny * size); c.rotate(-Math.PI / 2);
                c.fillText(axes[1].title + " " + axes[1].labels[0] + " … " + axes[1].labels[ny - 1] + " →", 0, 0); c.restore();
              }
            }
            function describe(i) {
              var coords = coordinates(i), code = sweep.cells[i];
              var words = axes.map(function (axis, k) { return axis.title + " = " + axis.labels[coords[k]]; });
              var verdict = code & 3 ? (code & 3) === 1 ? "smooth" : "janky" : "invalid";
              var classes = sweep.classes.filter(function (name, bit) { return sweep.glitches[i] & (1 << bit); });
              return { words: words, verdict: verdict, refreshed: !!(code & 4), loaded: !!(code & 8), classes: classes,
                       problem: sweep.invalid[String(i)] != null ? sweep.messages[sweep.invalid[String(i)]] : null };
            }
            function at(event) {
              var box = canvas.getBoundingClientRect();
              var x = Math.floor(((event.clientX - box.left) * canvas.width / box.width - left) / size);
              var y = ny - 1 - Math.floor(((event.clientY - box.top) * canvas.height / box.height - top) / size);
              return x >= 0 && x < nx && y >= 0 && y < ny ? { x: x, y: y } : null;
            }
            canvas.addEventListener("mousemove", function (event) {
              var spot = at(event);
              if (!spot) { tip.hidden = true; return; }
              var d = describe(cellIndex(spot.x, spot.y));
              tip.textContent = d.words.join(", ") + " — " + d.verdict + (d.refreshed ? ", refreshed" : "") + (d.loaded ? ", loaded more" : "") +
                (d.classes.length ? "; " + d.classes.join(", ") : "") + (d.problem ? "; " + d.problem : "");
              tip.style.left = (event.pageX + 12) + "px"; tip.style.top = (event.pageY + 12) + "px";
              tip.hidden = false;
            });
            canvas.addEventListener("mouseleave", function () { tip.hidden = true; });
            canvas.addEventListener("click", function (event) {
              var spot = at(event);
              if (spot) { selected = spot; open(cellIndex(spot.x, spot.y)); }
            });
            canvas.addEventListener("keydown", function (event) {
              var moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
              if (moves[event.key]) {
                event.preventDefault();
                selected = { x: Math.min(Math.max(selected.x + moves[event.key][0], 0), nx - 1),
                             y: Math.min(Math.max(selected.y + moves[event.key][1], 0), ny - 1) };
                draw();
                var d = describe(cellIndex(selected.x, selected.y));
                say(d.words.join(", ") + ": " + d.verdict + (d.refreshed ? ", refreshed" : "") + (d.loaded ? ", loaded more" : ""));
              } else if (event.key === "Enter" || event.key === " ") {
                event.preventDefault();
                open(cellIndex(selected.x, selected.y));
              }
            });
            function documentFor(i) {
              var doc = JSON.parse(sweep.base);
              coordinates(i).forEach(function (c, k) {
                var path = axes[k].path, node = doc;
                for (var p = 0; p < path.length - 1; p++) {
                  // The parent may be absent from the file (analysis, device): made as the sweep made it.
                  if (node[path[p]] === undefined || node[path[p]] === null || typeof node[path[p]] !== "object")
                    node[path[p]] = typeof path[p + 1] === "number" ? [] : {};
                  node = node[path[p]];
                }
                node[path[path.length - 1]] = axes[k].values[c];
              });
              return JSON.stringify(doc, null, 2) + "\n";
            }
            function open(i) {
              draw();
              var coords = coordinates(i), d = describe(i);
              selected = { x: coords[0], y: axes.length > 1 ? coords[1] : 0 };
              draw();
              keep({ sweep: sweep.key, cell: String(i) });
              var json = documentFor(i);
              var command = sweep.command + " " + coords.map(function (c, k) { return axes[k].vary[c]; }).join(" ") + " --report -";
              var file = sweep.name + "-cell-" + i + ".json";
              var download = el("a", { href: URL.createObjectURL(new Blob([json], { type: "application/json" })), download: file, text: "Download " + file });
              var runKey = sweep.runs[String(i)];
              fill(details, [
                el("h3", { text: "Cell " + i + ": " + d.words.join(", ") }),
                el("p", {}, [verdictBadge(d.verdict), (d.refreshed ? " · refreshed" : " · did not refresh") + (d.loaded ? " · loaded more" : "") +
                  (d.classes.length ? " · " + d.classes.join(", ") : "")]),
                d.problem ? el("p", { class: "error", text: d.problem }) : null,
                runKey ? el("p", {}, [el("a", { href: "#" + new URLSearchParams({ run: runKey }).toString(), class: "open-run",
                  text: "Open this cell's run (chart and phone)" })]) : el("p", { class: "note", text: "Cells on the smooth/janky boundary (outlined in yellow) carry a run to open; for this one, run the command." }),
                el("p", {}, ["Reproduce it: ", copyButton("Copy the command", command)]), el("pre", { class: "command", text: command }),
                el("p", {}, ["Or save the scenario and run it: ", download, " then ", el("code", { text: "refreshsim run " + file })]),
                el("details", {}, [el("summary", { text: "The cell's scenario JSON" }), copyButton("Copy the JSON", json),
                                   el("pre", { class: "json", text: json })])]);
              details.setAttribute("data-cell", String(i));
            }
            var thirdAxes = axes.slice(2).map(function (axis, k) {
              var select = el("select", { id: "axis-" + (k + 2) }, axis.labels.map(function (label, v) { return el("option", { value: String(v), text: label }); }));
              select.addEventListener("change", function () { rest[k] = Number(select.value); draw(); });
              return el("span", {}, [el("label", { for: "axis-" + (k + 2), text: axis.title }), select]);
            });
            var smooth = sweep.cells.filter(function (c) { return (c & 3) === 1; }).length;
            var janky = sweep.cells.filter(function (c) { return (c & 3) === 2; }).length;
            show(backLink(), el("h2", { text: "Sweep: " + sweep.name }),
              el("p", { class: "facts", text: (sweep.spec ? sweep.spec + " · " : "") + sweep.file + " · " + sweep.cells.length + " cells: " +
                smooth + " smooth, " + janky + " janky, " + (sweep.cells.length - smooth - janky) + " invalid" }),
              el("div", { class: "filters" }, thirdAxes),
              el("ul", { class: "key" }, [
                el("li", {}, [el("span", { class: "swatch", style: "background:#1b7a4a" }), "smooth"]),
                el("li", {}, [el("span", { class: "swatch", style: "background:#c8102e" }), "janky"]),
                el("li", {}, [el("span", { class: "swatch", style: "background:#8a8a8a" }), "invalid"]),
                el("li", { text: "white square top left: refreshed · bottom right: loaded more · yellow outline: a run to open" })]),
              canvas, tip, details);
            draw();
            if (cell != null && sweep.cells[cell] != null) open(cell);
            view.setAttribute("data-ready", "sweep");
          }

          function route() {
            var query = params();
            if (player) { player.pause(); player = null; }
            view.removeAttribute("data-ready");
            if (query.has("run")) showRun(query.get("run"), Number(query.get("t")) || 0);
            else if (query.has("compare")) showCompare(query.get("compare"), query.get("with"), Number(query.get("t")) || 0);
            else if (query.has("sweep")) showSweep(query.get("sweep"), query.has("cell") ? Number(query.get("cell")) : null);
            else showOverview(query);
          }
          window.addEventListener("hashchange", route);
          route();
        })();
        """#
}
