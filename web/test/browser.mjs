// The explorer in a real browser (ctest Explorer.Browser): starts `quince serve --port 0`, drives
// headless Chromium (Debian's, through puppeteer-core) and checks what a user does: the comparison
// table against `quince eval --json` for several positions and every profile, a legal and an
// illegal drag, a bad FEN, a streamed search started and stopped, per-piece shares, a heat map,
// a PGN with its game graph, and a game against a profile at an Elo with a personality. Saves
// screenshots (--shots DIR) and prints the all-profiles /api/eval latency measured from the page.
//   node web/test/browser.mjs --engine build/release/quince [--shots DIR] [--chromium PATH]
import {spawn, execFileSync} from "node:child_process"
import {mkdirSync, existsSync} from "node:fs"
import {join} from "node:path"
import puppeteer from "puppeteer-core"

const arg = (name, fallback) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : fallback
}
const engine = arg("--engine", "build/release/quince")
const shots = arg("--shots", "")
const chromiumPath = arg("--chromium", ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync))
if (!chromiumPath) {
    console.error("FAIL: Chromium not found (Debian package chromium: scripts/setup-deps installs it)")
    process.exit(1)
}
if (shots) mkdirSync(shots, {recursive: true})
// Never hang: the whole run has two minutes.
const watchdog = setTimeout(() => {
    console.log("FAIL: the browser test did not finish in 120 s")
    process.exit(1)
}, 120000)

let failures = 0, checks = 0
const check = (ok, what) => {
    checks++
    if (!ok) {
        failures++
        console.log("FAIL: " + what)
    }
}
const log = (s) => console.log(s)

// ---- the server. Its cap on a search (an hour, the most it takes) is never reached here: a search
// ends by its own limit or by the Stop button, so the test can tell that the button ended it.
const server = spawn(engine, ["serve", "--port", "0", "--search-cap", "3600"], {stdio: ["ignore", "pipe", "inherit"]})
const url = await new Promise((resolve, reject) => {
    let out = ""
    const timer = setTimeout(() => reject(new Error("quince serve printed no URL")), 15000)
    server.stdout.on("data", d => {
        out += d
        const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//)
        if (m) {
            clearTimeout(timer)
            resolve(m[0])
        }
    })
    server.on("exit", code => reject(new Error("quince serve exited with " + code)))
})
log("server: " + url)

const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
})
let exitCode = 1
try {
    const page = await browser.newPage()
    await page.setViewport({width: 1400, height: 900})
    const pageErrors = []
    page.on("pageerror", e => pageErrors.push(String(e)))
    await page.goto(url, {waitUntil: "load"})
    await page.waitForSelector("body[data-ready='1']", {timeout: 20000})
    log("page loaded")

    const boardPlacement = () => page.evaluate(() => {
        const at = {}
        for (const g of document.querySelectorAll("#board g[data-piece][data-square]")) at[g.getAttribute("data-square")] = g.getAttribute("data-piece")
        let fen = ""
        for (let r = 8; r >= 1; r--) {
            let empty = 0
            for (const f of "abcdefgh") {
                const p = at[f + r]
                if (!p) { empty++; continue }
                if (empty) fen += empty
                empty = 0
                fen += p[0] === "w" ? p[1].toUpperCase() : p[1]
            }
            if (empty) fen += empty
            if (r > 1) fen += "/"
        }
        return fen
    })
    const setFen = async (fen) => {
        await page.$eval("#fen-input", (e, v) => { e.value = v }, fen)
        await page.click("#fen-set")
    }
    const waitTable = (fen) => page.waitForFunction(f => document.querySelector("#eval-table")?.dataset.fen === f, {timeout: 15000}, fen)

    // ---- 1. the comparison table equals `quince eval --json` for every profile
    const profiles = await page.$$eval("#cmp-a option", os => os.map(o => o.value))
    check(profiles.length === 5, `five profiles in the page (${profiles.join(",")})`)
    const positions = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
        "8/5pk1/6p1/1P6/P4P2/6K1/8/8 b - - 0 45",
        "8/8/4k3/8/8/3NK3/8/8 w - - 0 60", // KN v K: draw scale 0, later terms not computed
        "2r3k1/1q3pp1/4p2p/1p1nP3/3P4/1Q3N2/5PPP/2R3K1 b - - 3 30",
    ]
    const cellsOk = {count: 0}
    for (const fen of positions) {
        await setFen(fen)
        await waitTable(fen)
        const cells = await page.$$eval("#eval-table td[data-key]", tds => tds.map(td => [td.dataset.profile, td.dataset.key, td.textContent]))
        const shown = new Map(cells.map(([p, k, v]) => [p + "|" + k, v]))
        for (const p of profiles) {
            const j = JSON.parse(execFileSync(engine, ["eval", "--json", "--profile", p, fen], {encoding: "utf8"}))
            const expect = {phase: String(j.phase), mul: `${j.mul[0]}/${j.mul[1]}`, eg_complexity: String(j.eg_complexity), eg_scale: String(j.eg_scale), eval_white: String(j.eval_white)}
            for (const [k, t] of Object.entries(j.terms)) {
                expect[k + ".op"] = t ? String(t.total[0]) : "–"
                expect[k + ".eg"] = t ? String(t.total[1]) : "–"
                expect[k + ".blended"] = t ? String(t.blended) : "–"
            }
            for (const [k, v] of Object.entries(expect)) {
                check(shown.get(p + "|" + k) === v, `${fen} ${p} ${k}: page ${shown.get(p + "|" + k)}, quince eval --json ${v}`)
                cellsOk.count++
            }
        }
    }
    log(`comparison table: ${cellsOk.count} cells compared with quince eval --json (${positions.length} positions x ${profiles.length} profiles)`)

    // ---- 2. per-piece shares on hover; fruit21 vs rybka highlighted
    await setFen(positions[2])
    await waitTable(positions[2])
    const diffCells = await page.$$eval("#eval-table td.diff", tds => tds.length)
    check(diffCells > 0, "fruit21 and rybka differ somewhere and the differences are highlighted")
    const box = async (sq) => {
        const r = await page.$eval(`#board [data-square='${sq}']`, e => { const b = e.getBoundingClientRect(); return {x: b.x + b.width / 2, y: b.y + b.height / 2} })
        return r
    }
    const f3 = await box("f3")
    await page.mouse.move(f3.x, f3.y)
    await page.waitForSelector("#piece-table", {timeout: 5000})
    const pieceText = await page.$eval("#piece-info", e => e.textContent)
    check(/knight on f3/.test(pieceText) && /mobility/.test(pieceText), "hovering the f3 knight shows its shares (mobility)")
    if (shots) await page.screenshot({path: join(shots, "explorer-eval.png"), fullPage: true})

    // ---- 3. drag a legal and an illegal move
    await page.click("#reset")
    await waitTable(positions[0])
    const drag = async (from, to) => {
        const a = await box(from), b = await box(to)
        await page.mouse.move(a.x, a.y)
        await page.mouse.down()
        await page.mouse.move(a.x + 10, a.y - 10, {steps: 3})
        await page.mouse.move(b.x, b.y, {steps: 8})
        await page.mouse.up()
    }
    await drag("e2", "e4")
    const afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    await waitTable(afterE4)
    check((await boardPlacement()) === afterE4.split(" ")[0], "legal drag e2-e4 is played on the board")
    check((await page.$eval("#moves", e => e.textContent)).includes("e4"), "the move list shows e4")
    await drag("e7", "e4")
    // The board refuses the drop in the same step that shows the message (cm-chessboard's validator
    // returns false, and the piece goes back before the page gets control again).
    await page.waitForFunction(() => /not a legal move/.test(document.querySelector("#message").textContent), {timeout: 5000})
    check((await boardPlacement()) === afterE4.split(" ")[0], "illegal drag e7-e4 leaves the board as it was")
    check((await page.$eval("#fen-input", e => e.value)) === afterE4, "illegal drag: the position is kept")

    // ---- 4. a bad FEN: clear message, position kept
    await setFen("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    await page.waitForFunction(() => /bad FEN/.test(document.querySelector("#message").textContent), {timeout: 5000})
    const msg = await page.$eval("#message", e => e.textContent)
    log("bad FEN message: " + msg)
    check((await boardPlacement()) === afterE4.split(" ")[0], "bad FEN: the board keeps its position")
    if (shots) await page.screenshot({path: join(shots, "explorer-error.png"), clip: {x: 0, y: 0, width: 1400, height: 700}})

    // ---- 5. search: start, streamed lines, stop
    await page.click(".tabs button[data-tab='search']")
    await page.select("#search-multipv", "3")
    await page.$eval("#search-time", e => { e.value = "0" })
    await page.click("#search-start")
    await page.waitForFunction(() => Number(document.querySelector("#search-status").dataset.events ?? 0) >= 6 &&
        document.querySelectorAll("#search-lines tr[data-multipv]").length === 3, {timeout: 20000})
    const events1 = await page.$eval("#search-status", e => Number(e.dataset.events))
    // Live: more events arrive while the (infinite) search runs on, before any bestmove. Waited for
    // as an event; the timeout only turns a stream that stalls into a failure.
    const more = await page.waitForFunction(n => Number(document.querySelector("#search-status").dataset.events) > n,
        {timeout: 20000}, events1).then(() => true, () => false)
    const events2 = await page.$eval("#search-status", e => Number(e.dataset.events))
    const runningBeforeStop = await page.$eval("#search-status", e => e.dataset.done !== "1")
    check(more && events2 > events1, `search streams lines live (${events1} then ${events2} events)`)
    check(runningBeforeStop, "the infinite search still runs before Stop (no bestmove yet)")
    const lines = await page.$$eval("#search-lines tr[data-multipv]", trs => trs.map(tr => tr.textContent))
    check(lines.length === 3, "MultiPV 3 shows three lines")
    check(await page.$eval("#search-lines", t => /\d+\/\d+/.test(t.textContent)), "lines show depth")
    check(await page.$$eval("#board .arrow, #board [class*='arrow']", a => a.length > 0), "PV arrows on the board")
    if (shots) await page.screenshot({path: join(shots, "explorer-search.png"), fullPage: true})
    await page.click("#search-stop")
    // Only the Stop button can end this search (the cap is an hour away): its bestmove is the stop's.
    await page.waitForFunction(() => document.querySelector("#search-status").dataset.done === "1", {timeout: 20000})
    check(true, "search stopped by the Stop button")
    log("search: " + (await page.$eval("#search-status", e => e.textContent)))

    // ---- 6. heat map: rybka's knight table on the board, values from /api/pst
    await page.click(".tabs button[data-tab='heat']")
    await page.select("#heat-profile", "rybka")
    await page.select("#heat-piece", "N")
    await page.select("#heat-diff", "fruit21")
    await page.waitForFunction(() => document.querySelectorAll("#heat-overlay div").length === 64 &&
        /minus fruit21/.test(document.querySelector("#heat-legend").textContent), {timeout: 5000})
    const heat = await page.evaluate(async () => {
        const r = await (await fetch("/api/pst?profile=rybka&piece=N&stage=op&diff=fruit21")).json()
        const d1 = document.querySelector("#heat-overlay div[data-square='d1']").textContent
        return {api: String(r.values[3]), shown: d1}
    })
    check(heat.api === heat.shown, `heat map shows the table (d1: ${heat.shown} vs ${heat.api})`)
    if (shots) await page.screenshot({path: join(shots, "explorer-heatmap.png"), clip: {x: 0, y: 0, width: 1400, height: 560}})

    // ---- 7. a PGN and its game graph
    const pgn = `[Event "Explorer test"]\n[White "Fruit"]\n[Black "Rybka"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {Morphy} 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1/2-1/2`
    await page.$eval("#pgn-input", (e, v) => { e.value = v }, pgn)
    await page.click("#pgn-load")
    await page.waitForFunction(() => /game loaded/.test(document.querySelector("#message").textContent), {timeout: 5000})
    await page.click(".tabs button[data-tab='graph']")
    await page.waitForFunction(() => document.querySelector("#graph-status").dataset.points === "21", {timeout: 15000})
    check(true, "game graph drawn for 21 positions")
    await page.click("#last")
    await waitTable("r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 1 11")
    if (shots) await page.screenshot({path: join(shots, "explorer-graph.png"), fullPage: true})
    await page.$eval("#pgn-input", e => { e.value = "1. e4 e5 2. Ke3" })
    await page.click("#pgn-load")
    await page.waitForFunction(() => /bad PGN/.test(document.querySelector("#message").textContent), {timeout: 5000})
    check((await page.$eval("#message", e => e.textContent)).includes("2. Ke3"), "a bad PGN names the illegal move")

    // ---- 8. play against a profile, with a clock
    await page.click("#reset")
    await waitTable(positions[0])
    await page.click(".tabs button[data-tab='play']")
    await page.select("#play-profile", "rustic")
    await page.$eval("#play-nodes", e => { e.value = "3000" })
    await page.select("#play-strength", "1800")
    await page.$eval("#play-pers-king", e => { e.value = "150"; e.dispatchEvent(new Event("change")) })
    const playRequests = []
    const onRequest = req => { if (req.url().endsWith("/api/search")) playRequests.push(JSON.parse(req.postData() ?? "{}")) }
    page.on("request", onRequest)
    await page.click("#play-start")
    // The game has started when the page says it is the player's move (the board takes input then).
    await page.waitForFunction(() => /your move/.test(document.querySelector("#play-status").textContent), {timeout: 15000})
    await drag("d2", "d4")
    await page.waitForFunction(() => document.querySelectorAll("#moves span[data-ply]").length === 2 &&
        /your move/.test(document.querySelector("#play-status").textContent), {timeout: 15000})
    check(true, "the engine answered d4; the player's turn again")
    page.off("request", onRequest)
    const sent = playRequests.at(-1) ?? {}
    check(sent.elo === 1800 && sent.personality?.king === 150 && Object.keys(sent.personality).length === 1 && sent.nodes === 3000,
          "the engine's move was asked for at Elo 1800 with king safety 150%: " + JSON.stringify(sent))
    check(/White \d+:\d\d/.test(await page.$eval("#clock-white", e => e.textContent)), "clocks shown")
    if (shots) await page.screenshot({path: join(shots, "explorer-play.png"), clip: {x: 0, y: 0, width: 1400, height: 620}})
    await page.click("#play-resign")

    // ---- latency of an all-profiles evaluation, measured from the page (100 requests)
    const lat = await page.evaluate(async (fen) => {
        const t = []
        for (let i = 0; i < 100; i++) {
            const t0 = performance.now()
            const r = await fetch("/api/eval", {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify({fen})})
            await r.json()
            t.push(performance.now() - t0)
        }
        t.sort((a, b) => a - b)
        return {median: t[50], p90: t[90], max: t[99]}
    }, positions[2])
    log(`all-profiles /api/eval latency from the page: median ${lat.median.toFixed(2)} ms, p90 ${lat.p90.toFixed(2)} ms, max ${lat.max.toFixed(2)} ms (100 requests)`)
    // The same from Node (keep-alive HTTP client, no browser in between).
    const times = []
    for (let i = 0; i < 100; i++) {
        const t0 = performance.now()
        const r = await fetch(url + "api/eval", {method: "POST", body: JSON.stringify({fen: positions[2]})})
        check(r.ok, "eval request " + i)
        await r.json()
        times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    log(`all-profiles /api/eval latency from Node: median ${times[50].toFixed(2)} ms, p90 ${times[90].toFixed(2)} ms (100 requests)`)

    check(pageErrors.length === 0, "no JavaScript errors in the page: " + pageErrors.join("; "))
    exitCode = failures ? 1 : 0
} catch (e) {
    failures++
    console.log("FAIL: " + (e.stack ?? e))
    for (const p of (await browser.pages()).filter(p => p.url().startsWith(url))) {
        console.log("page message: " + await p.$eval("#message", e => e.textContent).catch(() => "?"))
        console.log("page fen: " + await p.$eval("#fen-input", e => e.value).catch(() => "?") + " table: " +
            await p.$eval("#eval-table", e => e.dataset.fen).catch(() => "?"))
        if (shots) await p.screenshot({path: join(shots, "explorer-failure.png"), fullPage: true}).catch(() => undefined)
    }
    exitCode = 1
} finally {
    server.kill("SIGTERM")
    await Promise.race([browser.close(), new Promise(r => setTimeout(r, 5000))])
    browser.process()?.kill("SIGKILL")
    clearTimeout(watchdog)
}
console.log(`${checks - failures} passed, ${failures} failed`)
process.exit(exitCode)
