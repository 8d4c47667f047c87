// The explorer in a real browser (ctest Explorer.Browser): starts `quince serve --port 0`, drives
// headless Chromium (Debian's, through puppeteer-core) and checks what a user does, each test from
// a freshly loaded page: the comparison table against `quince eval --json` for several positions
// and every profile, drags (legal, illegal, the legal-move dots), FENs (bad, partial), a streamed
// search, heat maps (also after Flip, square by square), a real 44-move game (Kasparov-Topalov,
// 87 plies: the move list's geometry, variations, keys, the graph), actions while the engine
// thinks (looking back, taking back), the clock (its settings and a flag fall), a server too busy
// to search, PGN export, opening names, quiet evaluations, the weight editor (a weight and a heat-map
// square changed, a value out of range, the file downloaded, evaluated by `quince --profile-file`
// and uploaded back) and re-tuning from the page (issue #52). Issue #51 found the bugs these
// tests reproduce; each is named after what it checks. Fails on any JavaScript error. Saves
// screenshots (--shots DIR: at 1280x720, and explorer-wide.png at 1920x1080; --wide-shots DIR:
// more at 1920x1080) and prints the latencies measured in the page: a move to its all-profile
// table, the page load, a 90-ply game's graph (medians).
//   node web/test/browser.mjs --engine build/release/quince [--shots DIR] [--wide-shots DIR]
//        [--chromium PATH] [--only NAME,NAME]
import {spawn, execFileSync} from "node:child_process"
import {mkdirSync, existsSync, mkdtempSync, rmSync} from "node:fs"
import {tmpdir} from "node:os"
import {join} from "node:path"
import {fileURLToPath} from "node:url"
import puppeteer from "puppeteer-core"

const arg = (name, fallback) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : fallback
}
const engine = arg("--engine", "build/release/quince")
const shots = arg("--shots", "")
const wideShots = arg("--wide-shots", "")
const only = arg("--only", "").split(",").filter(Boolean)
const chromiumPath = arg("--chromium", ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync))
if (!chromiumPath) {
    console.error("FAIL: Chromium not found (Debian package chromium: scripts/setup-deps installs it)")
    process.exit(1)
}
for (const d of [shots, wideShots]) if (d) mkdirSync(d, {recursive: true})
// Never hang: the whole run has 170 seconds, inside ctest's 180 (it takes about one minute, and
// one and a half on a loaded CI host). --watchdog SECONDS changes it, for a run against an old
// page, whose failing waits each take their whole timeout.
const watchdog = setTimeout(() => {
    console.log("FAIL: the browser test did not finish in time")
    server?.kill("SIGKILL")
    browser?.process()?.kill("SIGKILL")
    process.exit(1)
}, 1000 * Number(arg("--watchdog", "170")))

let failures = 0, checks = 0
let current = "" // the test running
const failedTests = new Set()
const check = (ok, what) => {
    checks++
    if (!ok) {
        failures++
        failedTests.add(current)
        console.log(`FAIL [${current}]: ${what}`)
    }
    return ok
}
const log = (s) => console.log(s)

// ---- positions and games
const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
// Kasparov-Topalov, Wijk aan Zee 1999: 44 moves, 87 plies.
const KT = `[Event "Hoogovens Group A"]
[Site "Wijk aan Zee NED"]
[Date "1999.01.20"]
[Round "4"]
[White "Kasparov, Garry"]
[Black "Topalov, Veselin"]
[Result "1-0"]
[ECO "B07"]

1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 7. Nge2 Nbd7 8. Bh6
Bxh6 9. Qxh6 Bb7 10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4
15. Rxd4 c5 16. Rd1 Nb6 17. g3 Kb8 18. Na5 Ba8 19. Bh3 d5 20. Qf4+ Ka7 21. Rhe1
d4 22. Nd5 Nbxd5 23. exd5 Qd6 24. Rxd4 cxd4 25. Re7+ Kb6 26. Qxd4+ Kxa5 27. b4+
Ka4 28. Qc3 Qxd5 29. Ra7 Bb7 30. Rxb7 Qc4 31. Qxf6 Kxa3 32. Qxa6+ Kxb4 33. c3+
Kxc3 34. Qa1+ Kd2 35. Qb2+ Kd1 36. Bf1 Rd2 37. Rd7 Rxd7 38. Bxc4 bxc4 39. Qxh8
Rd3 40. Qa8 c3 41. Qa4+ Ke1 42. f4 f5 43. Kc1 Rd2 44. Qa7 1-0
`
const KT_PLIES = 87
const KT_END = "8/Q6p/6p1/5p2/5P2/2p3P1/3r3P/2K1k3 b - - 3 44"
// A game with what a PGN can carry besides moves: tags, comments (before and after moves, and
// the game's), NAGs and nested variations.
const ANNOTATED = `[Event "Annotated"]
[Site "Explorer test"]
[Date "2024.01.02"]
[Round "1"]
[White "Learner"]
[Black "Coach"]
[Result "0-1"]

{A short game.} 1. e4 $1 e5 {the classical reply} 2. Nf3 (2. f4 exf4 (2... d5 $5) 3. Nf3) 2... Nc6 3. Bc4 $6
({Or} 3. Bb5 a6) 3... Nd4 $2 4. Nxe5 $4 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1
`

// ---- the server. Its cap on a search (an hour) is never reached here: a search ends by its own
// limit, by Stop, or by the page closing its stream.
var server = spawn(engine, ["serve", "--port", "0", "--search-cap", "3600"], {stdio: ["ignore", "pipe", "inherit"]})
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
const post = async (path, body) => {
    const r = await fetch(url + path.slice(1), {method: "POST", body: JSON.stringify(body)})
    return {status: r.status, json: await r.json().catch(() => null)}
}

var browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
})
await browser.defaultBrowserContext().overridePermissions(url, ["clipboard-read", "clipboard-write", "clipboard-sanitized-write"])

// Every page's JavaScript errors and console errors fail the run. Answers the tests provoke on
// purpose (400 for a bad FEN or PGN, 503 from a busy server) are expected; anything else, a 404
// (a missing endpoint) included, is not.
const pageErrors = []
let expectedStatus = new Set()
function watch(page, name) {
    page.on("pageerror", e => pageErrors.push(`${name} [${current}]: ${e}`))
    page.on("console", m => {
        if (m.type() !== "error") return
        const st = m.text().match(/status of (\d+)/)
        if (st && expectedStatus.has(Number(st[1]))) return
        pageErrors.push(`${name} [${current}] console: ${m.text()}`)
    })
}

const page = await browser.newPage()
await page.setViewport({width: 1280, height: 720})
watch(page, "page")

// ---- helpers
const fresh = async (p = page) => {
    await p.goto(url, {waitUntil: "load"})
    await p.waitForSelector("body[data-ready='1']", {timeout: 20000})
}
// The placement field of the FEN the board shows (its visible pieces). Runs in the page.
function readBoard() {
    const at = {}
    for (const g of document.querySelectorAll("#board g[data-piece][data-square]"))
        if (g.getAttribute("visibility") !== "hidden") at[g.getAttribute("data-square")] = g.getAttribute("data-piece")
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
}
const boardPlacement = (p = page) => p.evaluate(readBoard)
const placement = fen => fen.split(" ")[0]
// Waits until the board shows `fen`'s placement: readBoard, handed to the page as a function
// handle, is the predicate's.
const waitPlacement = async (fen, timeout = 5000, p = page) => {
    const read = await p.evaluateHandle(`(${readBoard.toString()})`)
    try {
        return await p.waitForFunction((read, want) => read() === want, {timeout}, read, placement(fen)).then(() => true, () => false)
    } finally {
        await read.dispose().catch(() => undefined)
    }
}
const setFen = async (fen) => {
    await page.$eval("#fen-input", (e, v) => { e.value = v }, fen)
    await page.$eval("#fen-set", e => e.click())
}
const waitTable = (fen, timeout = 15000) =>
    page.waitForFunction(f => document.querySelector("#eval-table")?.dataset.fen === f, {timeout}, fen)
const waitFor = (fn, timeout = 10000, ...args) => page.waitForFunction(fn, {timeout}, ...args).then(() => true, () => false)
const click = (sel, p = page) => p.$eval(sel, e => e.click())
const tab = (name) => click(`.tabs button[data-tab='${name}']`)
const center = async (sq, p = page) => p.$eval(`#board rect[data-square='${sq}']`, e => {
    const b = e.getBoundingClientRect()
    return {x: b.x + b.width / 2, y: b.y + b.height / 2}
})
const drag = async (from, to, p = page) => {
    const a = await center(from, p), b = await center(to, p)
    await p.mouse.move(a.x, a.y)
    await p.mouse.down()
    await p.mouse.move(a.x + 10, a.y - 10, {steps: 3})
    await p.mouse.move(b.x, b.y, {steps: 8})
    await p.mouse.up()
}
const loadPgn = async (pgn) => {
    await page.$eval("#pgn-input", (e, v) => { e.value = v }, pgn)
    await click("#pgn-load")
    return waitFor(() => /game loaded/.test(document.querySelector("#message").textContent), 10000)
}
const key = async (k) => { await page.keyboard.press(k) }
const mainPlies = () => page.$$eval("#moves [data-ply]", es => es.length)
const messageText = () => page.$eval("#message", e => e.textContent)
const median = a => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]
// The FEN after `moves` (UCI) from `fen`, by the server.
const fenAfter = async (fen, moves) => (await post("/api/legal", {fen, moves})).json?.fen
const playStatus = () => page.$eval("#play-status", e => e.textContent)
const setValue = (sel, v) => page.$eval(sel, (e, v) => { e.value = v; e.dispatchEvent(new Event("change")) }, v)

const tests = []
const test = (name, fn) => tests.push({name, fn})

// ======================================================================================
test("comparison table", async () => {
    // The comparison table equals `quince eval --json` for every profile, cell by cell.
    const profiles = await page.$$eval("#cmp-a option", os => os.map(o => o.value))
    check(profiles.length === 5, `five profiles in the page (${profiles.join(",")})`)
    const positions = [
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
        "8/5pk1/6p1/1P6/P4P2/6K1/8/8 b - - 0 45",
        "8/8/4k3/8/8/3NK3/8/8 w - - 0 60", // KN v K: draw scale 0, later terms not computed
        "2r3k1/1q3pp1/4p2p/1p1nP3/3P4/1Q3N2/5PPP/2R3K1 b - - 3 30",
    ]
    let cells = 0
    for (const fen of positions) {
        await setFen(fen)
        await waitTable(fen)
        const shown = new Map(await page.$$eval("#eval-table [data-key]", es => es.map(e => [e.dataset.profile + "|" + e.dataset.key, e.textContent])))
        for (const p of profiles) {
            const j = JSON.parse(execFileSync(engine, ["eval", "--json", "--profile", p, fen], {encoding: "utf8"}))
            const expect = {phase: String(j.phase), mul: `${j.mul[0]}/${j.mul[1]}`, eval_white: String(j.eval_white),
                            wdl: j.wdl.join(" ")}
            for (const [k, t] of Object.entries(j.terms)) {
                expect[k + ".op"] = t ? String(t.total[0]) : "–"
                expect[k + ".eg"] = t ? String(t.total[1]) : "–"
                expect[k + ".blended"] = t ? String(t.blended) : "–"
            }
            for (const [k, v] of Object.entries(expect)) {
                check(shown.get(p + "|" + k) === v, `${fen} ${p} ${k}: page ${shown.get(p + "|" + k)}, quince eval --json ${v}`)
                cells++
            }
        }
    }
    log(`comparison table: ${cells} cells compared with quince eval --json (${positions.length} positions x ${profiles.length} profiles)`)
    // fruit21 and rybka differ and the cells are marked.
    await setFen(positions[2])
    await waitTable(positions[2])
    check(await page.$$eval("#eval-table .diff", es => es.length) > 0, "fruit21 and rybka differ somewhere and the differences are highlighted")
})

test("piece shares and the fold", async () => {
    // At 1280x720 the final score and a hovered piece's shares are visible without scrolling: a
    // position of the 44-move game (after 15... c5), its c3 knight hovered.
    check(await loadPgn(KT), "Kasparov-Topalov loads")
    const fen = (await post("/api/pgn", {pgn: KT})).json.positions[30]
    await click("#moves [data-ply='30']")
    await waitTable(fen)
    const c3 = await center("c3")
    await page.mouse.move(c3.x, c3.y)
    check(await waitFor(() => !!document.querySelector("#piece-table"), 5000), "hovering the c3 knight shows its shares")
    const text = await page.$eval("#piece-info", e => e.textContent)
    check(/knight on c3/.test(text) && /mobility/.test(text), "the shares name the knight and its mobility")
    const fold = await page.evaluate(() => {
        const vis = e => { const r = e.getBoundingClientRect(); return r.bottom <= innerHeight && r.top >= 0 && r.right <= innerWidth && r.width > 0 }
        return {
            final: [...document.querySelectorAll("#eval-table [data-key='eval_white']")].every(vis),
            total: vis(document.querySelector("#piece-table tr.total") ?? document.querySelector("#piece-table tr:last-child")),
            mobility: [...document.querySelectorAll("#piece-table td")].filter(td => td.textContent === "mobility").every(vis),
        }
    })
    check(fold.final, "at 1280x720 every profile's final score is above the fold")
    check(fold.total && fold.mobility, "at 1280x720 the hovered knight's total and mobility rows are above the fold")
    if (shots) await page.screenshot({path: join(shots, "explorer-eval.png")})
})

test("drags, dots and the last move", async () => {
    const drop = async () => {
        // The legal-move dots appear while a piece is held.
        const a = await center("e2"), b = await center("e4")
        await page.mouse.move(a.x, a.y)
        await page.mouse.down()
        await page.mouse.move(a.x + 10, a.y - 10, {steps: 3})
        const dots = await page.$$eval("#board .markers g[data-square]", gs => gs.filter(g => g.querySelector(".marker-dot")).map(g => g.dataset.square).sort())
        check(dots.join(",") === "e3,e4", `legal-move dots on e3 and e4 while e2 is held (${dots})`)
        await page.mouse.move(b.x, b.y, {steps: 8})
        await page.mouse.up()
    }
    await drop()
    const afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    await waitTable(afterE4)
    check((await boardPlacement()) === placement(afterE4), "legal drag e2-e4 is played on the board")
    check(await page.$$eval("#board .markers g[data-square]", gs => gs.filter(g => g.querySelector(".marker-dot")).length) === 0, "the dots go when the piece is dropped")
    const last = await page.$$eval("#board .markers g[data-square]", gs => gs.filter(g => g.querySelector(".marker-lastmove")).map(g => g.dataset.square).sort())
    check(last.join(",") === "e2,e4", `the last move (e2, e4) is highlighted (${last})`)
    check((await page.$eval("#moves", e => e.textContent)).includes("e4"), "the move list shows e4")
    await drag("e7", "e4")
    // The board refuses the drop in the same step that shows the message.
    check(await waitFor(() => /not a legal move/.test(document.querySelector("#message").textContent), 5000), "an illegal drag gets a message")
    check((await boardPlacement()) === placement(afterE4), "illegal drag e7-e4 leaves the board as it was")
    check((await page.$eval("#fen-input", e => e.value)) === afterE4, "illegal drag: the position is kept")
    // A promotion: the piece chooser, then the queen.
    await setFen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1")
    await waitTable("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1")
    await drag("e7", "e8")
    check(await waitFor(() => !!document.querySelector("#board .promotion-dialog-button[data-piece='wq']"), 5000), "a promotion opens the piece chooser")
    const q = await page.$eval("#board .promotion-dialog-button[data-piece='wq']", e => { const b = e.getBoundingClientRect(); return {x: b.x + b.width / 2, y: b.y + b.height / 2} })
    await page.mouse.click(q.x, q.y)
    check(await waitTable("4Q3/6k1/8/8/8/8/8/4K3 b - - 0 1", 5000).then(() => true, () => false), "e8=Q is played")
    check(await page.$eval("#moves", e => e.textContent.includes("e8=Q")), "the list shows e8=Q")
})

test("FEN: bad and partial", async () => {
    expectedStatus.add(400) // the bad FEN's answer
    await setFen("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    check(await waitFor(() => /bad FEN/.test(document.querySelector("#message").textContent), 5000), "a bad FEN gets a message")
    log("bad FEN message: " + await messageText())
    check((await boardPlacement()) === placement(START), "bad FEN: the board keeps its position")
    if (shots) await page.screenshot({path: join(shots, "explorer-error.png")})
    // A partial FEN (placement and side to move) is accepted: castling from the kings and rooks.
    await setFen("r3k2r/8/8/8/8/8/8/4K2R b")
    const full = "r3k2r/8/8/8/8/8/8/4K2R b Kkq - 0 1"
    check(await waitTable(full, 5000).then(() => true, () => false), "the partial FEN 'r3k2r/8/8/8/8/8/8/4K2R b' is set as " + full)
    check(await page.$eval("#status", e => /Black to move/.test(e.textContent)), "Black to move after the partial FEN")
    // A bad PGN names its illegal move; the board keeps its position.
    await page.$eval("#pgn-input", e => { e.value = "1. e4 e5 2. Ke3" })
    await click("#pgn-load")
    check(await waitFor(() => /bad PGN/.test(document.querySelector("#message").textContent), 5000), "a bad PGN gets a message")
    check((await messageText()).includes("2. Ke3"), "a bad PGN names the illegal move")
    check(await waitPlacement(full, 3000), "bad PGN: the board keeps its position")
    expectedStatus.delete(400)
})

test("search: stream, stop, numbered lines", async () => {
    await tab("search")
    await page.select("#search-multipv", "3")
    await page.$eval("#search-time", e => { e.value = "0" })
    await click("#search-start")
    check(await waitFor(() => Number(document.querySelector("#search-status").dataset.events ?? 0) >= 6 &&
        document.querySelectorAll("#search-lines tr[data-multipv]").length === 3, 20000), "three lines stream in")
    const events1 = await page.$eval("#search-status", e => Number(e.dataset.events))
    const more = await waitFor(n => Number(document.querySelector("#search-status").dataset.events) > n, 20000, events1)
    check(more, "search streams lines live")
    check(await page.$eval("#search-status", e => e.dataset.done !== "1"), "the infinite search still runs before Stop")
    check(await page.$eval("#search-lines", t => /\d+\/\d+/.test(t.textContent)), "lines show depth")
    check(await page.$$eval("#board .arrow, #board [class*='arrow']", a => a.length > 0), "PV arrows on the board")
    // Lines carry move numbers ("1. e4 e5 2. Nf3") and wrap inside the table.
    // One evaluation finds the cell and measures it: the lines are redrawn as they stream, and a
    // handle taken in one round trip may be a detached cell by the next.
    const pv = await page.evaluate(() => {
        const td = document.querySelector("#search-lines tr[data-multipv='1'] td.pv")
        const right = (s) => Math.round(document.querySelector(s).getBoundingClientRect().right)
        return {text: td.textContent, ws: getComputedStyle(td).whiteSpace, table: right("#search-lines"), panel: right("#right")}
    })
    check(/^1\.\S+ \S+ 2\.\S+ /.test(pv.text), `the line has move numbers and spaces: "${pv.text.slice(0, 40)}"`)
    check(pv.ws === "normal" && pv.table <= pv.panel, `lines wrap inside the panel (white-space ${pv.ws}, the table ends at ${pv.table} px, the panel at ${pv.panel})`)
    if (shots) await page.screenshot({path: join(shots, "explorer-search.png")})
    await click("#search-stop")
    check(await waitFor(() => document.querySelector("#search-status").dataset.done === "1", 20000), "search stopped by the Stop button")
})

test("bug 5: a PV preview, then ← and a move", async () => {
    // At the start position: click the first move of a search line, go back, then play a move.
    await tab("search")
    await page.$eval("#search-time", e => { e.value = "0" })
    await click("#search-start")
    check(await waitFor(() => document.querySelectorAll("#search-lines tr[data-multipv] td.pv span").length > 0, 20000), "a line to click")
    await click("#search-stop")
    await waitFor(() => document.querySelector("#search-status").dataset.done === "1", 20000)
    const first = await page.$eval("#search-lines tr[data-multipv='1'] td.pv", td => {
        const s = [...td.querySelectorAll("span")].find(x => !/^\d/.test(x.textContent))
        s.click()
        return s.textContent
    })
    const after = await post("/api/move", {fen: START, move: first})
    check(await waitPlacement(after.json.fen), `clicking ${first} shows the position after it`)
    await key("ArrowLeft")
    check(await waitPlacement(START), "← returns to the start position")
    check(await waitTable(START, 5000).then(() => true, () => false), "the start position's table is back")
    await drag("d2", "d4")
    const afterD4 = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"
    check(await waitTable(afterD4, 5000).then(() => true, () => false), "the board takes a move after the preview (d2-d4 played)")
})

test("heat map values", async () => {
    await tab("heat")
    await page.select("#heat-profile", "rybka")
    await page.select("#heat-piece", "N")
    await page.select("#heat-diff", "fruit21")
    check(await waitFor(() => document.querySelectorAll("#heat-overlay div").length === 64 &&
        /minus fruit21/.test(document.querySelector("#heat-legend").textContent), 5000), "rybka minus fruit21 drawn")
    const d1 = await page.evaluate(async () => {
        const r = await (await fetch("/api/pst?profile=rybka&piece=N&stage=op&diff=fruit21")).json()
        return {api: String(r.values[3]), shown: document.querySelector("#heat-overlay div[data-square='d1']").textContent}
    })
    check(d1.api === d1.shown, `heat map shows the table (d1: ${d1.shown} vs ${d1.api})`)
    if (shots) await page.screenshot({path: join(shots, "explorer-heatmap.png")})
})

// Each square's value as drawn, found by geometry: the board square under the value's centre.
const heatBySquare = () => page.evaluate(() => {
    const squares = [...document.querySelectorAll("#board rect.square[data-square]")].map(r => ({sq: r.dataset.square, b: r.getBoundingClientRect()}))
    const out = {}
    for (const cell of document.querySelectorAll("#heat-overlay > div")) {
        const t = cell.textContent.trim()
        const c = cell.getBoundingClientRect()
        const x = c.x + c.width / 2, y = c.y + c.height / 2
        const s = squares.find(q => x >= q.b.left && x < q.b.right && y >= q.b.top && y < q.b.bottom)
        if (s) out[s.sq] = t
    }
    return out
})
const apiPst = async (profile, piece, stage) => {
    const r = await fetch(`${url}api/pst?profile=${profile}&piece=${piece}&stage=${stage}`)
    const j = await r.json()
    const out = {}
    j.values.forEach((v, i) => { out["abcdefgh"[i % 8] + (Math.floor(i / 8) + 1)] = String(v) })
    return out
}
test("bug 4: heat map after Flip, square by square", async () => {
    // Flip while a move is being animated (the turn waits for it): the values must follow the
    // squares once the board has turned.
    check(await loadPgn("1. e4 e5 2. Nf3 *"), "a short game loads")
    await tab("heat")
    await page.select("#heat-profile", "fruit21")
    await page.select("#heat-piece", "N")
    await page.select("#heat-stage", "op")
    check(await waitFor(() => /fruit21: white knight, opening/.test(document.querySelector("#heat-legend").textContent), 5000), "fruit21's knight table drawn")
    const compare = async (want, when, pawn = false) => {
        const shown = await heatBySquare()
        const bad = []
        for (const [sq, v] of Object.entries(want)) {
            const rank = Number(sq[1])
            const expect = pawn && (rank === 1 || rank === 8) ? "" : v // a pawn is never on ranks 1 and 8
            if (shown[sq] !== expect) bad.push(`${sq}: shown ${shown[sq]}, /api/pst ${expect}`)
        }
        check(bad.length === 0, `${when}: every square shows its own value (${bad.length} wrong: ${bad.slice(0, 4).join("; ")})`)
    }
    const knight = await apiPst("fruit21", "N", "op")
    await compare(knight, "white at the bottom")
    await page.evaluate(() => { document.querySelector("#next").click(); document.querySelector("#flip").click() })
    check(await waitFor(() => document.querySelector("#board rect.square[data-square='h1']").getBoundingClientRect().y <
                              document.querySelector("#board rect.square[data-square='h8']").getBoundingClientRect().y, 5000), "the board turned")
    // The overlay settles once drawn for the new orientation (or never, on a page that does not).
    await waitFor(() => document.querySelector("#heat-overlay")?.dataset.orientation === "black", 3000)
    await compare(knight, "after Flip during a move's animation")
    // Pawns: no values on ranks 1 and 8; every value readable on a light chip inside its square.
    await page.select("#heat-piece", "p")
    check(await waitFor(() => /fruit21: black pawn/.test(document.querySelector("#heat-legend").textContent), 5000), "fruit21's black pawn table drawn")
    await compare(await apiPst("fruit21", "p", "op"), "black pawns, board flipped", true)
    const chips = await page.evaluate(() => [...document.querySelectorAll("#heat-overlay > div")].filter(d => d.textContent).map(d => {
        const v = d.firstElementChild ?? d, c = d.getBoundingClientRect(), r = v.getBoundingClientRect()
        const bg = getComputedStyle(v).backgroundColor.match(/[\d.]+/g).map(Number)
        return r.left >= c.left && r.right <= c.right && r.top >= c.top && r.bottom <= c.bottom && (bg.length === 3 || bg[3] >= 0.8) && bg[0] > 200
    }))
    check(chips.length === 48 && chips.every(Boolean), `48 pawn values, each on a light chip inside its square (${chips.filter(Boolean).length}/${chips.length})`)
    await click("#flip")
})

test("bug 3: the move list of a 44-move game", async () => {
    check(await loadPgn(KT), "Kasparov-Topalov loads")
    await key("End")
    check(await waitTable(KT_END, 10000).then(() => true, () => false), "End goes to the final position")
    const g = await page.evaluate(() => {
        const box = document.querySelector("#moves"), b = box.getBoundingClientRect()
        const inside = e => { const r = e.getBoundingClientRect(); return r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.width > 0 }
        const moves = [...box.querySelectorAll("[data-ply]")]
        const numbers = [...box.querySelectorAll(".index")]
        const cur = box.querySelector(".current"), c = cur?.getBoundingClientRect()
        return {
            sw: box.scrollWidth, cw: box.clientWidth, sh: box.scrollHeight, ch: box.clientHeight,
            moves: moves.length, movesInside: moves.filter(inside).length,
            numbers: numbers.map(n => n.textContent.trim()), numbersInside: numbers.filter(inside).length,
            overflowX: getComputedStyle(box).overflowX,
            current: cur?.textContent, currentVisible: !!c && c.top >= b.top - 0.5 && c.bottom <= b.bottom + 0.5,
            pageScrolled: scrollX !== 0 || scrollY !== 0,
        }
    })
    check(g.sw <= g.cw, `no sideways overflow (scrollWidth ${g.sw}, clientWidth ${g.cw})`)
    check(g.moves === KT_PLIES && g.movesInside === KT_PLIES, `all ${KT_PLIES} moves inside the list's width (${g.movesInside}/${g.moves})`)
    check(g.numbers.length === 44 && g.numbers.every((n, i) => n === String(i + 1)) && g.numbersInside === 44,
          `move numbers 1..44 shown inside the list (${g.numbersInside}/${g.numbers.length})`)
    check(g.sh > g.ch, `the list scrolls vertically (${g.sh} > ${g.ch})`)
    check(/Qa7/.test(g.current ?? "") && g.currentVisible, `the current move (44. Qa7) is scrolled into view (${g.current})`)
    check(!g.pageScrolled, "the page itself did not scroll")
})

test("variations and keys", async () => {
    check(await loadPgn(KT), "Kasparov-Topalov loads")
    const afterC6 = await fenAfter(START, ["e2e4", "d7d6", "d2d4", "g8f6", "b1c3", "g7g6", "c1e3", "f8g7", "d1d2", "c7c6"])
    for (let i = 0; i < 10; i++) await key("ArrowRight")
    check(await waitTable(afterC6, 10000).then(() => true, () => false), "ten → reach 5...c6")
    // 6. Nf3 instead of 6. f3: a variation; the game is all there.
    await drag("g1", "f3")
    const nf3 = await fenAfter(afterC6, ["g1f3"])
    check(await waitTable(nf3, 10000).then(() => true, () => false), "6. Nf3 is played")
    check(await mainPlies() === KT_PLIES, `the game keeps its ${KT_PLIES} plies (${await mainPlies()})`)
    const v = await page.$$eval("#moves .variation, #moves .interrupt", es => es.map(e => e.textContent.replace(/\s+/g, " ")).join("|"))
    check(/6\.\s?Nf3/.test(v), `the variation "6. Nf3" is shown (${v.slice(0, 60)})`)
    check(await page.$eval("#moves .current", e => e.textContent === "Nf3" && !e.dataset.ply), "the variation's move is the current one")
    await drag("b8", "d7") // the variation goes on: 6... Nbd7
    await waitTable(await fenAfter(nf3, ["b8d7"]), 5000).catch(() => undefined)
    if (shots) await page.screenshot({path: join(shots, "explorer-game.png")})
    // Take back removes the variation's last move (the game stays whole).
    await click("#takeback")
    check(await waitTable(nf3, 5000).then(() => true, () => false), "Take back goes back to 6. Nf3")
    const variation = await page.$$eval("#moves .variation", es => es.map(e => e.textContent.replace(/\s+/g, " ")).join("|"))
    check(/6\.\s?Nf3/.test(variation) && !variation.includes("Nbd7"), `6... Nbd7 is gone from the variation (${variation})`)
    check(await mainPlies() === KT_PLIES, "the game still has its 87 plies")
    // Keys: ← back into the game, → follows the game's move (f3), ↓/End the end, ↑/Home the start.
    await key("ArrowLeft")
    check(await waitTable(afterC6, 5000).then(() => true, () => false), "← goes back to 5...c6")
    await key("ArrowRight")
    check(await waitTable(await fenAfter(afterC6, ["f2f3"]), 5000).then(() => true, () => false), "→ follows the main line (6. f3)")
    await key("ArrowDown")
    check(await waitTable(KT_END, 5000).then(() => true, () => false), "↓ goes to the end of the game")
    await key("ArrowUp")
    check(await waitTable(START, 5000).then(() => true, () => false), "↑ goes to the start")
    await key("End")
    check(await waitTable(KT_END, 5000).then(() => true, () => false), "End goes to the end")
    await key("Home")
    check(await waitTable(START, 5000).then(() => true, () => false), "Home goes to the start")
    // Click the variation's move: back in it.
    await page.$$eval("#moves .move", es => es.find(e => e.textContent === "Nf3" && !e.dataset.ply).click())
    check(await waitTable(nf3, 5000).then(() => true, () => false), "a click on the variation's move shows it")
})

test("evaluation bar", async () => {
    const fen = "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    await setFen(fen)
    await waitTable(fen)
    const want = Number(await page.$eval("#eval-table [data-profile='fruit21'][data-key='eval_white']", e => e.textContent))
    const bar = async () => page.evaluate(() => {
        const b = document.querySelector("#eval-bar"), f = document.querySelector("#eval-fill")
        const rb = b.getBoundingClientRect(), rf = f.getBoundingClientRect()
        return {cp: Number(b.dataset.cp), share: rf.height / rb.height, atBottom: Math.abs(rf.bottom - rb.bottom) < 2, atTop: Math.abs(rf.top - rb.top) < 2,
                label: document.querySelector("#eval-label").textContent}
    })
    await waitFor(() => !document.querySelector("#eval-fill").getAnimations().length, 2000)
    const b = await bar()
    check(b.cp === want, `the bar shows fruit21's score (${b.cp} vs ${want})`)
    check(b.atBottom && Math.abs(b.share - 1 / (1 + Math.exp(-0.005 * want))) < 0.03, `White's share from the bottom (${b.share.toFixed(2)})`)
    check(b.label === (want > 0 ? "+" : "") + (want / 100).toFixed(1), `the bar's label (${b.label})`)
    await click("#flip")
    check(await waitFor(() => document.querySelector("#eval-bar").classList.contains("flipped"), 5000), "the bar turns with the board")
    await waitFor(() => !document.querySelector("#eval-fill").getAnimations().length, 2000)
    const f = await bar()
    check(f.atTop, "flipped: White's share from the top")
    await click("#flip")
})

test("play: Elo and personality sent", async () => {
    await tab("play")
    await page.select("#play-profile", "rustic")
    await page.$eval("#play-nodes", e => { e.value = "3000" })
    await page.select("#play-strength", "1800")
    await page.$eval("#play-pers-king", e => { e.value = "150"; e.dispatchEvent(new Event("change")) })
    const sent = []
    const onRequest = req => { if (req.url().endsWith("/api/search")) sent.push(JSON.parse(req.postData() ?? "{}")) }
    page.on("request", onRequest)
    await click("#play-start")
    await waitFor(() => /your move/.test(document.querySelector("#play-status").textContent), 10000)
    await drag("d2", "d4")
    check(await waitFor(() => document.querySelectorAll("#moves [data-ply]").length === 2 && /your move/.test(document.querySelector("#play-status").textContent), 15000),
          "the engine answered d4; the player's turn again")
    page.off("request", onRequest)
    const r = sent.at(-1) ?? {}
    check(r.elo === 1800 && r.personality?.king === 150 && Object.keys(r.personality).length === 1 && r.nodes === 3000 &&
          JSON.stringify(r.moves) === JSON.stringify(["d2d4"]), "the engine's move was asked for at Elo 1800 with king safety 150%: " + JSON.stringify(r))
    await click("#play-resign")
})

test("bug 1: ← while the engine thinks", async () => {
    await tab("play")
    await page.select("#play-profile", "rustic")
    await page.$eval("#play-nodes", e => { e.value = "2000000" })
    await page.$eval("#play-minutes", e => { e.value = "5" })
    await page.select("#play-color", "w")
    await click("#play-start")
    check(await waitFor(() => /your move/.test(document.querySelector("#play-status").textContent), 10000), "the game starts at the player's move")
    await drag("e2", "e4")
    check(await waitFor(() => /thinking/.test(document.querySelector("#play-status").textContent), 10000), "the engine thinks")
    await key("ArrowLeft")
    check(await waitPlacement(START, 3000), "← shows the start position while the engine thinks")
    await page.$eval("#play-nodes", e => { e.value = "20000" }) // the next replies come quickly
    // The reply is a 2M-node search: 1.5 s on a desktop, 12 s on a loaded CI host.
    check(await waitFor(() => document.querySelectorAll("#moves [data-ply]").length === 2 && /your move/.test(document.querySelector("#play-status").textContent), 60000),
          "the engine's reply is played in the game")
    const m = await messageText()
    check(!/illegal/.test(m), `no illegal-move error (${m})`)
    check((await boardPlacement()) === placement(START), "the board still shows the position looked at")
    const clocks = await page.evaluate(() => ["white", "black"].map(s => document.querySelector("#clock-" + s).classList.contains("running")))
    check(clocks[0] && !clocks[1], `White's clock runs, Black's does not (${clocks})`)
    const ucis = await page.$$eval("#moves [data-ply]", es => es.map(e => e.textContent))
    const afterReply = (await post("/api/legal", {fen: START, moves: ["e2e4"]})).json.moves.find(x => x.san === ucis[1])
    check(!!afterReply, `the reply ${ucis[1]} is Black's move after 1. e4`)
    await key("End")
    const fen = await fenAfter(START, ["e2e4", afterReply?.uci ?? "0000"])
    check(await waitPlacement(fen ?? "", 5000), "End shows the game's position")
    await drag("d2", "d4")
    check(await waitFor(() => document.querySelectorAll("#moves [data-ply]").length >= 3, 10000), "the board takes White's next move")
    check(await waitFor(() => document.querySelectorAll("#moves [data-ply]").length === 4 && /your move/.test(document.querySelector("#play-status").textContent), 30000),
          "and the engine answers it")
    await click("#play-resign")
})

test("bug 2: Take back while the engine thinks", async () => {
    await tab("play")
    await page.select("#play-profile", "rustic")
    await page.$eval("#play-nodes", e => { e.value = "20000" })
    await page.$eval("#play-minutes", e => { e.value = "5" })
    await page.select("#play-color", "w")
    await click("#play-start")
    await waitFor(() => /your move/.test(document.querySelector("#play-status").textContent), 10000)
    await drag("e2", "e4")
    check(await waitFor(() => document.querySelectorAll("#moves [data-ply]").length === 2 && /your move/.test(document.querySelector("#play-status").textContent), 30000), "1. e4 answered")
    const reply = (await page.$$eval("#moves [data-ply]", es => es.map(e => e.textContent)))[1]
    const blackMs = await page.$eval("#clock-black", e => e.dataset.ms ?? e.textContent)
    const blackText = await page.$eval("#clock-black", e => e.textContent)
    await page.$eval("#play-nodes", e => { e.value = "3000000" })
    await drag("g1", "f3")
    check(await waitFor(() => /thinking/.test(document.querySelector("#play-status").textContent), 10000), "the engine thinks about 2. Nf3")
    await click("#takeback")
    await page.$eval("#play-nodes", e => { e.value = "20000" })
    check(await waitFor(() => /your move/.test(document.querySelector("#play-status").textContent), 5000), "after Take back it is the player's move")
    const list = await page.$$eval("#moves [data-ply]", es => es.map(e => e.textContent))
    check(list.length === 2 && list[0] === "e4" && list[1] === reply, `the game is back at 1. e4 ${reply} (${list.join(" ")})`)
    const afterReply = await fenAfter(START, ["e2e4", (await post("/api/move", {fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", move: reply})).json?.move?.uci])
    check(await waitPlacement(afterReply ?? "", 3000), "the board shows the position before 2. Nf3")
    const black = await page.$eval("#clock-black", e => e.dataset.ms ?? e.textContent)
    check(black === blackMs && !(await page.$eval("#clock-black", e => e.classList.contains("running"))),
          `Black's clock is as it was before 2. Nf3 and stopped (${black} vs ${blackMs}; ${blackText})`)
    check(await page.$eval("#clock-white", e => e.classList.contains("running")), "White's clock runs")
    // Another move: only its own reply is played (the stale one never comes).
    await drag("b1", "c3")
    check(await waitFor(() => document.querySelectorAll("#moves [data-ply]").length === 4 && /your move/.test(document.querySelector("#play-status").textContent), 30000), "2. Nc3 answered")
    const final = await page.$$eval("#moves [data-ply]", es => es.map(e => e.textContent))
    check(final[2] === "Nc3" && final.length === 4, `the game is 1. e4 ${reply} 2. Nc3 ${final[3]} (${final.join(" ")})`)
    const legal = (await post("/api/legal", {fen: afterReply, moves: ["b1c3"]})).json?.moves?.some(x => x.san === final[3])
    check(legal, `Black's reply ${final[3]} answers 2. Nc3`)
    check(!/illegal/.test(await messageText()), "no illegal-move error")
    if (shots) await page.screenshot({path: join(shots, "explorer-play.png")})
    await click("#play-resign")
})

test("bug 6: clock settings and a flag fall", async () => {
    await tab("play")
    await page.select("#play-profile", "rustic")
    await page.$eval("#play-nodes", e => { e.value = "0" })
    await page.$eval("#play-inc", e => { e.value = "0" })
    await page.select("#play-color", "w")
    // 0.2 minutes is 12 seconds, not silently 30.
    await page.$eval("#play-minutes", e => { e.value = "0.2" })
    await click("#play-start")
    await waitFor(() => /your move/.test(document.querySelector("#play-status").textContent), 10000)
    const c = await page.evaluate(() => ["white", "black"].map(s => document.querySelector("#clock-" + s)).map(e => ({text: e.textContent, running: e.classList.contains("running")})))
    check(c[0].text === "White 0:12" && c[1].text === "Black 0:12", `0.2 minutes shows 0:12 (${c.map(x => x.text)})`)
    check(!c[0].running && !c[1].running, "no clock runs before White's first move")
    await click("#play-resign")
    // Below the minimum: refused, with the range stated.
    await page.$eval("#play-minutes", e => { e.value = "0.05" })
    await click("#play-start")
    check(await waitFor(() => /0\.1/.test(document.querySelector("#play-status").textContent), 3000), "0.05 minutes is refused and the minimum (0.1) is stated")
    // A flag fall: 6 seconds each; White moves, the engine answers, White's time runs out.
    await page.$eval("#play-minutes", e => { e.value = "0.1" })
    await click("#play-start")
    await waitFor(() => /your move/.test(document.querySelector("#play-status").textContent), 10000)
    await drag("e2", "e4")
    check(await waitFor(() => document.querySelectorAll("#moves [data-ply]").length === 2, 10000), "the engine answers on its clock")
    check(await waitFor(() => /lost on time/.test(document.querySelector("#play-status").textContent), 12000), "White loses on time")
    const after = await page.evaluate(() => ["white", "black"].map(s => document.querySelector("#clock-" + s)).map(e => ({text: e.textContent, running: e.classList.contains("running")})))
    check(after[0].text === "White 0:00" && !after[0].running && !after[1].running, `the flag: White 0:00, no clock running (${after.map(x => x.text)})`)
    // Still 0:00 later (after the page has redrawn the clocks and shown another position).
    await key("ArrowLeft")
    await waitTable("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 5000).catch(() => undefined)
    check(await page.$eval("#clock-white", e => e.textContent) === "White 0:00", "the loser's clock stays at 0:00")
})

test("a busy server: 503 shown, then Retry", async () => {
    // Four searches of other clients fill the server (at most 4 run at once).
    const ctrls = []
    const started = []
    for (let i = 0; i < 4; i++) {
        const c = new AbortController()
        ctrls.push(c)
        started.push(fetch(url + "api/search", {method: "POST", body: JSON.stringify({client: "busy" + i, infinite: true}), signal: c.signal})
            .then(async r => { const rd = r.body.getReader(); await rd.read(); return rd }))
    }
    const readers = await Promise.all(started)
    expectedStatus.add(503)
    const release = async () => {
        for (let i = 0; i < 4; i++) await post("/api/stop", {client: "busy" + i})
        for (const r of readers) await r.cancel().catch(() => undefined)
        for (const c of ctrls) c.abort()
    }
    try {
        await tab("play")
        await page.$eval("#play-nodes", e => { e.value = "20000" })
        await page.$eval("#play-minutes", e => { e.value = "5" })
        await page.select("#play-color", "b") // the engine moves first
        await click("#play-start")
        check(await waitFor(() => /busy|too many/.test(document.querySelector("#play-status").textContent), 10000), "the 503 is shown as a message")
        check(await page.$eval("#play-retry", e => !e.hidden), "a Retry button is offered")
        log("busy message: " + await playStatus())
        await release()
        // The server frees them as their streams end: Retry until the engine gets to move.
        let moved = false
        for (let i = 0; i < 20 && !moved; i++) {
            await click("#play-retry")
            moved = await waitFor(() => document.querySelectorAll("#moves [data-ply]").length === 1, 2000)
        }
        check(moved, "Retry gets the engine's first move")
        await click("#play-resign").catch(() => undefined)
    } finally {
        await release()
        expectedStatus.delete(503)
        await page.select("#play-color", "w")
    }
})

test("two tabs", async () => {
    // A second tab analyses while the first plays: neither stops the other's searches.
    const p2 = await browser.newPage()
    await p2.setViewport({width: 1280, height: 720})
    watch(p2, "tab 2")
    await fresh(p2)
    await click(".tabs button[data-tab='search']", p2)
    await p2.$eval("#search-time", e => { e.value = "0" })
    await click("#search-start", p2)
    const running = () => p2.waitForFunction(n => Number(document.querySelector("#search-status").dataset.events ?? 0) > n, {timeout: 20000},
        0).then(() => true, () => false)
    check(await running(), "tab 2 searches")
    await page.bringToFront()
    await tab("play")
    await page.$eval("#play-nodes", e => { e.value = "20000" })
    await page.$eval("#play-minutes", e => { e.value = "5" })
    await page.select("#play-color", "w")
    await click("#play-start")
    await waitFor(() => /your move/.test(document.querySelector("#play-status").textContent), 10000)
    await drag("e2", "e4")
    check(await waitFor(() => document.querySelectorAll("#moves [data-ply]").length === 2 && /your move/.test(document.querySelector("#play-status").textContent), 30000), "tab 1's engine answers")
    const n = await p2.$eval("#search-status", e => Number(e.dataset.events))
    check(await p2.waitForFunction(n => Number(document.querySelector("#search-status").dataset.events) > n && document.querySelector("#search-status").dataset.done !== "1",
        {timeout: 20000, polling: 100}, n).then(() => true, () => false), "tab 2's search still runs")
    await click("#search-stop", p2)
    await p2.close()
    await click("#play-resign")
})

test("game graph grows and marks the position", async () => {
    await tab("graph")
    await drag("e2", "e4")
    check(await waitFor(() => document.querySelector("#graph-status").dataset.points === "2", 10000), "a move draws the graph (2 points)")
    await waitTable("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
    await drag("e7", "e5")
    check(await waitFor(() => document.querySelector("#graph-status").dataset.points === "3", 10000), "the graph grows with the game (3 points)")
    check(await waitFor(() => document.querySelector("#graph-status").dataset.mark === "2", 5000), "the marker is on the position on view")
    check(await loadPgn(KT), "Kasparov-Topalov loads")
    check(await waitFor(n => document.querySelector("#graph-status").dataset.points === n, 15000, String(KT_PLIES + 1)), `the graph has ${KT_PLIES + 1} points`)
    for (let i = 0; i < 6; i++) await key("ArrowRight")
    check(await waitFor(() => document.querySelector("#graph-status").dataset.mark === "6", 5000), "the marker follows the moves (6)")
    if (shots) await page.screenshot({path: join(shots, "explorer-graph.png")})
})

test("opening name", async () => {
    await drag("e2", "e4")
    await waitTable("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
    await drag("c7", "c5")
    const want = (await post("/api/opening", {fen: START, moves: ["e2e4", "c7c5"]})).json?.opening
    check(want && /Sicilian/.test(want.name), `the server names 1. e4 c5 (${JSON.stringify(want)})`)
    check(await waitFor(w => document.querySelector("#opening")?.textContent.includes(w), 5000, want?.name ?? "Sicilian"),
          `the page shows ${want?.eco} ${want?.name}`)
    check(await page.$eval("#opening", (e, eco) => !e.hidden && e.textContent.includes(eco), want?.eco ?? "B"), "with its ECO code")
    // The last game's end: the deepest named position along its line.
    check(await loadPgn(KT), "Kasparov-Topalov loads")
    await key("End")
    await waitTable(KT_END)
    const kt = (await post("/api/pgn", {pgn: KT})).json
    const deep = (await post("/api/opening", {fen: START, moves: kt.moves.map(m => m.uci)})).json?.opening
    check(deep && await waitFor(n => document.querySelector("#opening")?.textContent.includes(n), 5000, deep.name),
          `at the game's end: the line's last named opening (${deep?.eco} ${deep?.name}, ply ${deep?.ply})`)
})

test("export PGN round trip", async () => {
    check(await loadPgn(ANNOTATED), "the annotated game loads")
    const before = (await post("/api/pgn", {pgn: ANNOTATED})).json
    await click("#pgn-copy")
    check(await waitFor(() => /PGN/.test(document.querySelector("#message").textContent) && /\[Event/.test(document.querySelector("#pgn-input").value), 5000), "Export PGN writes the game")
    const text = await page.$eval("#pgn-input", e => e.value)
    const clip = await page.evaluate(() => navigator.clipboard.readText()).catch(e => "clipboard: " + e)
    check(clip === text, "the exported PGN is on the clipboard")
    const after = (await post("/api/pgn", {pgn: text})).json
    check(JSON.stringify(after?.tags) === JSON.stringify(before.tags), `the tags are kept (${JSON.stringify(after?.tags)?.slice(0, 80)})`)
    check(after?.result === "0-1", "the result is kept")
    const shape = t => JSON.stringify(t?.nodes?.map(n => [n.parent, n.san, n.comment ?? "", n.comment_before ?? "", n.nags ?? [], n.children]))
    check(!!before.tree && shape(after?.tree) === shape(before.tree), "moves, variations, comments and NAGs survive the round trip")
    log("exported PGN: " + text.replace(/\s+/g, " ").slice(0, 200))
    // A move added in the page is exported too (a variation).
    await loadPgn(text)
    for (let i = 0; i < 2; i++) await key("ArrowRight")
    await waitTable("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")
    await drag("d2", "d4")
    await waitTable("rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq d3 0 2")
    await click("#pgn-copy")
    check(await waitFor(() => /\(2\.\s*d4/.test(document.querySelector("#pgn-input").value), 5000), "the page's own variation (2. d4) is exported")
})

test("quiet evaluation", async () => {
    // White's knight takes the queen: the static score counts equal material, the quiet one not.
    const fen = "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    await setFen(fen)
    await waitTable(fen)
    await page.$eval("#quiet-eval", e => e.click())
    check(await waitFor(() => document.querySelector("#eval-table").dataset.quiet === "1", 5000), "the table redraws with quiet scores")
    const want = (await post("/api/eval", {fen, quiet: true})).json
    for (const r of want.results) {
        const shown = await page.$eval(`#eval-table [data-profile='${r.profile}'][data-key='quiet_eval_white']`, e => e.textContent).catch(() => "missing")
        check(r.quiet && shown === String(r.quiet.eval.eval_white), `${r.profile}: quiet score ${shown} = /api/eval's ${r.quiet?.eval?.eval_white}`)
        const line = await page.$eval(`#eval-table [data-profile='${r.profile}'][data-key='quiet_line']`, e => e.textContent).catch(() => "missing")
        check(r.quiet && line.startsWith(r.quiet.line.map(m => m.san).join(" ") || "quiet") && /Nxh4/.test(line), `${r.profile}: the capture line shown (${line})`)
    }
    if (shots) await page.screenshot({path: join(shots, "explorer-quiet.png")})
    // The graph: quiet scores per profile for each position of the line.
    await page.$eval("#quiet-eval", e => e.click())
    check(await loadPgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Nxe5 Qd4 *"), "a short game with captures loads")
    await tab("graph")
    await page.$eval("#quiet-graph", e => e.click())
    check(await waitFor(() => document.querySelector("#graph-status").dataset.quiet === "1" && document.querySelector("#graph-status").dataset.points === "11", 15000), "the graph shows quiet scores")
    await page.$eval("#quiet-graph", e => e.click())
})

// #52: a game analysed from the page (POST /api/analyse, the code of `quince analyse`): progress,
// the marks in the move list, the searched scores in the graph, the better line of a blunder.
const SCHOLAR = `[Event "Scholar"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n`
test("analyse game: marks, graph and the better line", async () => {
    check(await loadPgn(SCHOLAR), "Scholar's mate loads")
    for (let i = 0; i < 3; i++) await key("ArrowRight") // the position on view stays after the analysis
    await tab("graph")
    await page.select("#analyse-budget", "nodes:20000")
    await click("#analyse-start")
    check(await waitFor(() => document.querySelector("#analyse-status").dataset.done === "complete", 30000), "the analysis completes")
    check(await page.$eval("#analyse-progress", e => e.hidden), "the progress bar goes when it ends")
    const moves = await page.$eval("#moves", e => e.textContent)
    check(/Nf6\?\?/.test(moves), `the blunder 3… Nf6 is marked ?? in the move list (${moves.slice(0, 120)})`)
    check(!/Qxf7#[?!]/.test(moves), "the mate is not marked")
    check(!/\[%eval/.test(moves), "the move list hides the [%eval] commands (the graph shows them)")
    await click("#pgn-copy")
    // PGN lines wrap at 80 columns, wherever the comments' lengths put the break: any space.
    check(await waitFor(() => /Nf6\s+\$4\s+\{\[%eval #1\]\}/.test(document.querySelector("#pgn-input").value), 5000),
          "Export PGN gives the annotated game ([%eval], $4, the tags)")
    check(/\[BlackBlunders "1"\]/.test(await page.$eval("#pgn-input", e => e.value)), "with the summary tags")
    check(await waitFor(() => document.querySelector("#graph-status").dataset.searched === "1", 10000), "the graph shows the searched scores")
    check(await waitFor(() => document.querySelector("#eval-table")?.dataset.fen?.startsWith("rnbqkbnr/pppp1ppp/8/4p2Q/4P3"), 5000), "the position on view is kept (after 2. Qh5)")
    // The blunder on view: its verdict and the better line, which a click plays.
    const nf6 = await page.$$eval("#moves .move[data-ply]", es => es.find(e => e.textContent.startsWith("Nf6"))?.dataset.node)
    await page.$eval(`#moves .move[data-node='${nf6}']`, e => e.click())
    check(await waitFor(() => !document.querySelector("#verdict").hidden && /blunder/.test(document.querySelector("#verdict").textContent), 5000),
          "the blunder on view shows its verdict")
    const better = await page.$eval("#verdict-better", e => e.textContent)
    await click("#verdict-better")
    check(await waitFor(() => document.querySelector("#verdict").hidden, 5000), `the better move (${better}) goes to the engine's line`)
    if (shots) await page.screenshot({path: join(shots, "explorer-analysis.png")})
    // Stop: a long game (87 positions), stopped after a few positions, keeps what it has. The
    // budget is the page's default, 500k nodes: two positions come within a minute on a host
    // many times slower than a desktop, and the whole game takes seconds even on a fast one.
    check(await loadPgn(KT), "Kasparov-Topalov loads")
    await page.select("#analyse-budget", "nodes:500000")
    await click("#analyse-start")
    check(await waitFor(() => Number(document.querySelector("#analyse-progress").value) >= 2, 60000), "progress is shown")
    await click("#analyse-stop")
    check(await waitFor(() => document.querySelector("#analyse-status").dataset.done === "stopped", 30000), "Stop ends the analysis with what it has")
})

// #52: what a search line plays for (POST /api/explain): rows that add up, squares marked on hover.
// An unbalanced position: from the start a search line can end in a symmetric position (the
// Petroff's 3. Nxe5 Nxe4 4. d3 Nf6 5. Nf3), where every term is where it began and there is no
// row to check (the page then says that no term changed).
const NAJDORF = "rnbqkb1r/1p2pppp/p2p1n2/6B1/3NP3/2N5/PPP2PPP/R2QKB1R b KQkq - 1 6"
test("explain a search line", async () => {
    await setFen(NAJDORF)
    await waitTable(NAJDORF)
    await tab("search")
    await page.$eval("#search-time", e => { e.value = "1" })
    await click("#search-start")
    check(await waitFor(() => document.querySelector("#search-status").dataset.done === "1", 20000), "a one-second search ends")
    await click("#search-lines tr[data-multipv='1'] .explain-btn")
    check(await waitFor(() => !document.querySelector("#explain").hidden && document.querySelectorAll("#explain-rows tr").length > 2, 10000), "the explanation is shown")
    // The rows are the endpoint's parts, and they add up exactly to the change of the evaluation.
    const pv = (await page.$eval("#search-lines tr[data-multipv='1']", e => e.dataset.pv)).split(" ")
    const profile = await page.$eval("#search-profile", e => e.value)
    const want = (await post("/api/explain", {fen: NAJDORF, line: pv, profiles: [profile]})).json?.profiles?.[0]
    const rows = await page.$$eval("#explain-rows tr.explain-term", rs => rs.map(r => Number(r.dataset.change)))
    const sum = rows.reduce((a, b) => a + b, 0)
    check(want && sum === want.change * want.denominator,
          `the term rows (and rounding) add up to the change: ${sum} = ${want?.change} × ${want?.denominator}`)
    const head = await page.$eval("#explain .explain-head", e => e.textContent)
    check(/at the start/.test(head) && /at the end/.test(head), `the head names both ends (${head.slice(0, 100)})`)
    const part = await page.$("#explain-rows tr.explain-part[data-squares]:not([data-squares=''])")
    if (part) {
        const squares = await part.evaluate(e => e.dataset.squares.split(" "))
        await part.hover()
        check(await waitFor(sq => document.querySelectorAll("#board .marker-explain").length === new Set(sq).size &&
                                  sq.every(s => document.querySelector(`#board g[data-square='${s}'] .marker-explain`)), 5000, squares),
              `hovering a row marks its squares (${squares.join(" ")})`)
    } else check(false, "a part row with squares")
    if (shots) await page.screenshot({path: join(shots, "explorer-explain.png")})
})

test("weight editor: a weight, a PST square, the file round trip", async () => {
    await tab("weights")
    await page.select("#w-base", "quince")
    check(await waitFor(() => /^quince: model Quince/.test(document.querySelector("#w-about").textContent) &&
        document.querySelectorAll("#w-groups tr[data-name]").length > 100, 10000), "quince's weights are listed by group")
    const groups = await page.$$eval("#w-groups details", ds => ds.map(d => d.dataset.group))
    check(["mat", "pst", "pawn", "piece", "king", "passer", "pattern", "threat"].every(g => groups.includes(g)), `the trace's groups (${groups})`)
    // A rook on the 7th: Rook7th moves the edited profile's score, and the table follows at once.
    const fen = "6k1/R4ppp/8/8/8/8/5PPP/6K1 w - - 0 1"
    await setFen(fen)
    await waitTable(fen)
    await page.$eval("#w-groups details[data-group='piece']", d => { d.open = true })
    // quince's own Rook7th, whatever its tuning made it
    const rook7th = await page.$eval("#w-groups tr[data-name='Rook7th']", tr =>
        ["op", "eg"].map(stage => tr.querySelector(`input[data-stage='${stage}']`).value))
    await setValue("#w-groups tr[data-name='Rook7th'] input[data-stage='op']", "200")
    check(await waitFor(() => document.querySelector("#eval-table th[data-profile='quince (edited)']") !== null, 10000),
          "the edited profile has a column in the evaluation table")
    const final = async (p) => Number(await page.$eval(`#eval-table span[data-profile='${p}'][data-key='eval_white']`, e => e.textContent))
    const before = await final("quince"), after = await final("quince (edited)")
    check(after > before, `Rook7th 200: the edited score (${after}) is above quince's (${before})`)
    // The round trip, a change to the table drawn (the page's own measure), over ten changes.
    const editMs = []
    for (let v = 201; v <= 210; v++) {
        await setValue("#w-groups tr[data-name='Rook7th'] input[data-stage='op']", String(v))
        await waitFor(v => document.querySelector("#w-status").textContent.includes("table followed") &&
                           document.querySelector("#w-changes").textContent.includes(`→ ${v} `), 5000, v)
        editMs.push(Number(await page.$eval("body", b => b.dataset.editMs)))
    }
    await setValue("#w-groups tr[data-name='Rook7th'] input[data-stage='op']", "200")
    await waitFor(() => document.querySelector("#w-changes").textContent.includes("→ 200 "), 5000)
    log(`weight editor: a change to the table drawn, median of ${editMs.length}: ${median(editMs).toFixed(1)} ms (min ${Math.min(...editMs).toFixed(1)}, max ${Math.max(...editMs).toFixed(1)})`)
    // A value out of its range: refused, named with its range, and the field shows the old value.
    expectedStatus = new Set([400])
    await setValue("#w-groups tr[data-name='Rook7th'] input[data-stage='eg']", "20000")
    check(await waitFor(() => /Rook7th endgame 20000 is outside its range -10000\.\.10000/.test(document.querySelector("#message").textContent), 5000),
          `out of range: the message names the weight and its range (${await messageText()})`)
    const accepted = `Rook7th: ${rook7th[0]} ${rook7th[1]} → 200 ${rook7th[1]}`
    check(await page.$eval("#w-changes", (e, want) => e.textContent.includes(want), accepted),
          `the list of changes keeps the accepted value only ("${accepted}")`)
    expectedStatus = new Set()
    // A square of the explicit tables, on the heat map: white knight on d4, opening.
    await click("#w-edit-pst")
    await page.select("#heat-piece", "N")
    await page.select("#heat-stage", "op")
    // The piece and the stage each redraw the map: the chip is clicked once the last one is drawn
    // (a click on a chip about to be replaced would open its field in the old map).
    check(await waitFor(() => !document.querySelector("#heat-overlay").dataset.busy &&
        /white knight, opening/.test(document.querySelector("#heat-legend").textContent) &&
        document.querySelector("#heat-overlay [data-element='Pst[1][27]']") !== null, 5000), "d4's chip is editable")
    await page.$eval("#heat-overlay [data-element='Pst[1][27]']", e => e.click())
    await page.waitForSelector("#heat-overlay [data-element='Pst[1][27]'] input", {timeout: 5000})
    await page.$eval("#heat-overlay [data-element='Pst[1][27]'] input", e => { e.value = "99" })
    await page.focus("#heat-overlay [data-element='Pst[1][27]'] input")
    await key("Enter")
    check(await waitFor(() => document.querySelector("#heat-overlay div[data-square='d4']")?.textContent === "99", 5000), "the heat map shows d4's new value")
    check(await page.$eval("#w-changes", e => /Pst\[1\]\[27\]: \d+ -?\d+ → 99 -?\d+/.test(e.textContent)), "the square is in the list of changes")
    if (shots) await page.screenshot({path: join(shots, "explorer-weights-heat.png")})
    // The download: a profile file `quince --profile-file` loads and that scores as the page does.
    // Chromium saves it into a directory of the test's; the test waits for the download's end.
    await tab("weights")
    const dir = mkdtempSync(join(tmpdir(), "quince-browser-"))
    const cdp = await page.createCDPSession()
    await cdp.send("Browser.setDownloadBehavior", {behavior: "allow", downloadPath: dir, eventsEnabled: true})
    const saved = new Promise(resolve => cdp.on("Browser.downloadProgress", e => { if (e.state !== "inProgress") resolve(e.state) }))
    await click("#w-download")
    check(await Promise.race([saved, new Promise(r => setTimeout(() => r("timeout"), 10000))]) === "completed", "the file is downloaded")
    const name = await page.$eval("#w-download-link", a => a.download)
    check(name === "quince-edited.profile", `its name (${name})`)
    const file = join(dir, name)
    for (const f of [fen, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8"]) {
        await setFen(f)
        await waitTable(f)
        const j = JSON.parse(execFileSync(engine, ["--profile-file", file, "eval", "--json", f], {encoding: "utf8"}))
        check(j.eval_white === await final("quince (edited)"), `${f}: the file evaluates as the page (${j.eval_white} vs ${await final("quince (edited)")})`)
    }
    // Reset, then the file uploaded back: the same changes again.
    await tab("weights")
    await click("#w-reset")
    check(await waitFor(() => /nothing differs/.test(document.querySelector("#w-changes").textContent), 5000), "Reset empties the changes")
    const [chooser] = await Promise.all([page.waitForFileChooser({timeout: 5000}), click("#w-upload-button")])
    await chooser.accept([file])
    check(await waitFor(() => /2 element\(s\) differ from quince/.test(document.querySelector("#w-changes").textContent), 10000),
          `the uploaded file is the same edit (${await page.$eval("#w-changes", e => e.textContent.slice(0, 120))})`)
    rmSync(dir, {recursive: true, force: true})
    // The edited profile is in the lists of the search and the game, and a search runs with it.
    check(await page.$$eval("#play-profile option", os => os.some(o => o.value === "quince (edited)")), "Play can choose the edited profile")
    await tab("search")
    await page.select("#search-profile", "quince (edited)")
    await page.$eval("#search-time", e => { e.value = "1" })
    await click("#search-start")
    check(await waitFor(() => document.querySelector("#search-status").dataset.done === "1" &&
        document.querySelectorAll("#search-lines tr[data-multipv]").length > 0, 20000), "a search with the edited profile ends with its lines")
    await tab("weights")
    await page.$eval("#w-groups details[data-group='piece']", d => { d.open = true })
    if (shots) await page.screenshot({path: join(shots, "explorer-weights.png")})
})

test("re-tune from the page: progress, loss curve, the result as the edited profile", async () => {
    await tab("weights")
    await page.select("#w-base", "fruit21")
    check(await waitFor(() => /^fruit21: model Fruit/.test(document.querySelector("#w-about").textContent), 10000), "fruit21 to start from")
    await page.$eval("#t-box", d => { d.open = true })
    // 4,000 positions of the repository's tuning set (Stockfish 15.1's games, labeled by result).
    const data = fileURLToPath(new URL("../../data/tuning/sf15-selfplay.epd.xz", import.meta.url))
    const lines = execFileSync("xz", ["-dc", data], {encoding: "utf8", maxBuffer: 1 << 28})
        .split("\n").slice(0, 4000).join("\n")
    await page.select("#t-source", "text")
    await page.$eval("#t-data", (e, v) => { e.value = v }, lines)
    for (const k of ["mat", "pst", "pawn", "king", "passer", "pattern", "threat"])
        await page.$eval(`#t-group-${k}`, e => { e.checked = false })
    await page.$eval("#t-group-piece", e => { e.checked = true })
    await page.$eval("#t-epochs", e => { e.value = "40" })
    await click("#t-start")
    check(await waitFor(() => document.querySelector("#t-status").dataset.done === "1", 60000), "the job ends")
    const status = await page.$eval("#t-status", e => e.textContent)
    check(/^(Done|Stopped)[^:]*: \d+ weights tuned on 4000 positions in \d+ epochs/.test(status), `its report (${status.slice(0, 160)})`)
    const points = await page.evaluate(() => document.querySelector("#t-chart") !== null)
    check(points, "the loss chart is drawn")
    const pps = Number(await page.$eval("#t-status", e => e.dataset.positionsPerS))
    log(`re-tune from the page: ${Math.round(pps)} positions/s (gradient passes, 1 thread)`)
    // Only the Pieces group moved, and the result is the edited profile of the page.
    const changes = await page.$$eval("#w-changes li", ls => ls.map(l => l.dataset.name))
    const pieces = new Set(await (await fetch(`${url}api/weights?profile=fruit21`)).json().then(j => j.groups.find(g => g.key === "piece").weights.map(w => w.name)))
    check(changes.length > 0 && changes.every(n => pieces.has(n)), `the changed weights are Pieces weights (${changes.join(" ")})`)
    check(await page.$$eval("#cmp-a option", os => os.some(o => o.value === "fruit21 (edited)")), "the tuned profile is in the page's lists")
    if (shots) await page.screenshot({path: join(shots, "explorer-retune.png")})
})

// ======================================================================================
let exitCode = 1
try {
    for (const t of tests) {
        if (only.length && !only.some(o => t.name.includes(o))) continue
        current = t.name
        const before = failures, t0 = performance.now()
        try {
            await fresh()
            await t.fn()
        } catch (e) {
            check(false, "threw: " + (e.stack ?? e).toString().split("\n").slice(0, 3).join(" / "))
            if (shots) await page.screenshot({path: join(shots, "explorer-failure.png")}).catch(() => undefined)
        }
        log(`${failures === before ? "ok  " : "FAIL"} ${t.name} (${((performance.now() - t0) / 1000).toFixed(1)} s)`)
    }
    current = "latency"
    if (!only.length) await latencies()
    if (shots || wideShots) await wide()
    current = "errors"
    check(pageErrors.length === 0, "no JavaScript errors in the pages: " + pageErrors.join("; "))
    exitCode = failures ? 1 : 0
} catch (e) {
    failures++
    console.log("FAIL: " + (e.stack ?? e))
    exitCode = 1
} finally {
    server.kill("SIGTERM")
    await Promise.race([browser.close(), new Promise(r => setTimeout(r, 5000))])
    browser.process()?.kill("SIGKILL")
    clearTimeout(watchdog)
}
if (failedTests.size) console.log("failed tests: " + [...failedTests].join("; "))
console.log(`${checks - failures} passed, ${failures} failed`)
process.exit(exitCode)

// ---- latencies measured in the page (performance.now), medians of several runs
async function latencies() {
    // A move to its all-profile table: from the drop to the table drawn (page marks).
    const moves = [["e2", "e4"], ["d2", "d4"], ["c2", "c4"], ["g1", "f3"], ["g2", "g3"], ["b2", "b3"], ["f2", "f4"]]
    const moveMs = []
    await fresh()
    for (const [a, b] of moves) {
        await click("#reset")
        await waitTable(START)
        const fen = await fenAfter(START, [a + b])
        await drag(a, b)
        await waitTable(fen)
        moveMs.push(await page.evaluate(() => performance.getEntriesByName("quince:table").at(-1).startTime - performance.getEntriesByName("quince:move").at(-1).startTime))
    }
    // The page load: navigation start to the first position's table drawn.
    const loadMs = []
    for (let i = 0; i < 5; i++) {
        await fresh()
        loadMs.push(await page.evaluate(() => performance.getEntriesByName("quince:ready")[0].startTime))
    }
    // A 90-ply game's graph: Load PGN pressed (graph tab open, nothing cached) to the graph drawn.
    const pgn90 = KT.replace("44. Qa7 1-0", "44. Qa7 Rd7 45. Qxd7 Kf2 *")
    const graphMs = []
    for (let i = 0; i < 5; i++) {
        await fresh()
        await tab("graph")
        await page.$eval("#pgn-input", (e, v) => { e.value = v }, pgn90)
        await page.evaluate(() => { window.t0 = performance.now(); document.querySelector("#pgn-load").click() })
        if (!check(await waitFor(() => document.querySelector("#graph-status").dataset.points === "91", 15000), "the 90-ply game's graph (91 points)")) break
        graphMs.push(await page.evaluate(() => performance.getEntriesByName("quince:graph").at(-1).startTime - window.t0))
    }
    const f = a => `median ${median(a).toFixed(1)} ms (${a.length} runs: ${a.map(x => x.toFixed(0)).join(", ")})`
    log(`latency, a move to its all-profile table: ${f(moveMs)}`)
    log(`latency, page load to the first table: ${f(loadMs)}`)
    if (graphMs.length) log(`latency, a 90-ply game's graph from Load PGN: ${f(graphMs)}`)
}

// ---- the same views at 1920x1080: explorer-wide.png in --shots, and the graph and heat map too
// in --wide-shots
async function wide() {
    current = "wide screenshots"
    await page.setViewport({width: 1920, height: 1080})
    await fresh()
    await loadPgn(KT)
    const fen = (await post("/api/pgn", {pgn: KT})).json.positions[30]
    await click("#moves [data-ply='30']")
    await waitTable(fen)
    const sq = await center("d4")
    await page.mouse.move(sq.x, sq.y)
    await waitFor(() => !!document.querySelector("#piece-table"), 3000)
    if (shots) await page.screenshot({path: join(shots, "explorer-wide.png")})
    if (wideShots) {
        await page.screenshot({path: join(wideShots, "explorer-wide-eval.png")})
        await tab("graph")
        await waitFor(n => document.querySelector("#graph-status").dataset.points === n, 15000, String(KT_PLIES + 1))
        await page.screenshot({path: join(wideShots, "explorer-wide-graph.png")})
        await tab("heat")
        await waitFor(() => document.querySelectorAll("#heat-overlay div").length === 64, 5000)
        await page.screenshot({path: join(wideShots, "explorer-wide-heatmap.png")})
        await tab("play")
        await page.screenshot({path: join(wideShots, "explorer-wide-play.png")})
    }
    await page.setViewport({width: 1280, height: 720})
}
