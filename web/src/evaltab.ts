// The Evaluation tab: every profile's terms side by side (the final score first), a piece's share
// of each term on hover, and the evaluation bar beside the board.
import {$, el, S, whiteAtBottom} from "./core"
import type {EvalTrace} from "./api"

export const termNames: Record<string, string> = {
    mat: "Material", pst: "PST", pawn: "Pawns", piece: "Pieces", king: "King", passer: "Passers", pattern: "Patterns", threat: "Threats",
}
const cp = (v: number, units: number) => v / units
const signed = (v: number) => (v > 0 ? "+" : "") + v
let pinned: string | null = null // square whose piece shares stay shown
let hovered: string | null = null

const quietOf = (e: EvalTrace) => e.quiet?.eval

export function renderEval() {
    const t = $("eval-table")
    t.replaceChildren()
    const evals = S.evals
    if (!evals.length) return
    const a = $<HTMLSelectElement>("cmp-a").value, b = $<HTMLSelectElement>("cmp-b").value
    const ea = evals.find(e => e.profile === a), eb = evals.find(e => e.profile === b)
    const head = el("tr")
    head.append(el("th", {class: "name"}, "term"))
    for (const e of evals) head.append(el("th", {"data-profile": e.profile}, e.units_per_cp === 1 ? e.profile : `${e.profile} (1/${e.units_per_cp} cp)`))
    head.append(el("th", {title: "first minus second compared profile, centipawns"}, "Δ cp"))
    t.append(head)
    // A row of one value per profile, or several (opening, endgame, blended) shown together; the
    // cells of the two compared profiles are marked where they differ in centipawns.
    type Part = {key: string; value: (e: EvalTrace) => number | string | null; cls?: string; inCp?: boolean; title?: string}
    const row = (label: string, title: string, parts: Part[], cls = "") => {
        const tr = el("tr", cls ? {class: cls} : {})
        tr.append(el("td", {class: "name", title}, label))
        const num = (e: EvalTrace | undefined, p: Part) => {
            if (!e) return null
            const v = p.value(e)
            return typeof v === "number" ? (p.inCp === false ? v : cp(v, e.units_per_cp)) : null
        }
        for (const e of evals) {
            const td = el("td", {"data-profile": e.profile})
            for (const p of parts) {
                const v = p.value(e)
                const s = el("span", {"data-profile": e.profile, "data-key": p.key, class: p.cls ?? ""}, v === null ? "–" : String(v))
                if (p.title) s.title = p.title
                const va = num(ea, p), vb = num(eb, p)
                if ((e.profile === a || e.profile === b) && va !== null && vb !== null && Math.round(va) !== Math.round(vb)) s.classList.add("diff")
                td.append(s)
            }
            tr.append(td)
        }
        const last = parts[parts.length - 1]
        const va = num(ea, last), vb = num(eb, last)
        tr.append(el("td", {class: "delta"}, va !== null && vb !== null && a !== b ? String(Math.round(va - vb)) : ""))
        t.append(tr)
    }
    row("Final", "centipawns, White's view", [{key: "eval_white", value: e => e.eval_white, inCp: false}], "final")
    if (S.quiet) {
        const has = evals.some(e => e.quiet)
        row("Quiet", "the final score once captures settle: the profile's quiescence line, then its static evaluation (cp, White's view)",
            [{key: "quiet_eval_white", value: e => quietOf(e)?.eval_white ?? null, inCp: false}], "final quiet")
        const tr = el("tr", {class: "qline"})
        tr.append(el("td", {class: "name"}, "captures"))
        for (const e of evals) {
            const line = e.quiet?.line.map(m => m.san).join(" ")
            tr.append(el("td", {"data-profile": e.profile, "data-key": "quiet_line"}, !has ? "not offered by this server" : line ? line : "quiet"))
        }
        tr.append(el("td"))
        t.append(tr)
    }
    row("WDL ‰", "static estimate of win/draw/loss for White, per mille", [{key: "wdl", value: e => e.wdl.join(" ")}])
    for (const [key, name] of Object.entries(termNames)) {
        const term = (e: EvalTrace) => e.terms[key]
        row(name, "opening and endgame value (small), blended by the phase (bold), in the profile's units", [
            {key: `${key}.op`, value: e => term(e)?.total[0] ?? null, cls: "op", title: "opening"},
            {key: `${key}.eg`, value: e => term(e)?.total[1] ?? null, cls: "eg", title: "endgame"},
            {key: `${key}.blended`, value: e => term(e)?.blended ?? null, cls: "bl", title: "blended"},
        ], key === "mat" ? "group" : "")
    }
    row("Phase", "of 256 (0: opening, 256: endgame)", [{key: "phase", value: e => e.phase, inCp: false}], "group")
    row("Draw scale", "multipliers of 16, White/Black", [{key: "mul", value: e => `${e.mul[0]}/${e.mul[1]}`}])
    t.dataset.fen = evals[0].fen
    t.dataset.quiet = S.quiet ? "1" : "0"
    performance.clearMarks("quince:table")
    performance.mark("quince:table")
    renderBar()
    renderPiece(pinned ?? hovered)
}

// ---- the evaluation bar: the first compared profile's score (its quiet score when asked),
// White's share from White's side of the board.
export function renderBar() {
    const bar = $("eval-bar"), fill = $("eval-fill"), label = $("eval-label")
    const profile = $<HTMLSelectElement>("cmp-a").value
    const e = S.evals.find(x => x.profile === profile)
    if (!e) return
    const v = S.quiet && e.quiet ? e.quiet.eval.eval_white : e.eval_white
    // A logistic curve as lichess's bar: +4 pawns fills about 88%. A finished game shows its
    // result instead of a static score.
    const status = S.info?.fen === e.fen ? S.info.status : "ongoing"
    const mated = status === "checkmate" ? S.info!.side : ""
    const white = mated ? (mated === "w" ? 0 : 100) : status !== "ongoing" ? 50 : 100 / (1 + Math.exp(-0.005 * v))
    fill.style.height = `${white.toFixed(1)}%`
    bar.classList.toggle("flipped", !whiteAtBottom())
    const pawns = Math.abs(v) >= 1000 ? (v / 100).toFixed(0) : (v / 100).toFixed(1) // fits the bar
    label.textContent = mated ? (mated === "w" ? "0-1" : "1-0") : status !== "ongoing" ? "½" : (v > 0 ? "+" : "") + pawns
    label.classList.toggle("black", mated ? mated === "w" : v < 0)
    bar.title = status !== "ongoing" ? status :
        `${profile}${S.quiet && e.quiet ? ", quiet" : ""}: ${signed(v)} cp, White's view (the first profile compared)`
    bar.dataset.cp = String(v)
    bar.dataset.profile = profile
}

// ---- per-piece shares: hover or click a piece
const pieceNames: Record<string, string> = {p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king"}
export function renderPiece(square: string | null) {
    const box = $("piece-info")
    box.replaceChildren()
    if (!square || !S.evals.length) return
    const per = S.evals.map(e => ({e, p: e.pieces.find(p => p.square === square)}))
    const any = per.find(x => x.p)?.p
    if (!any) {
        box.append(el("p", {class: "hint"}, "Hover a piece for its share of each term (click to pin it)."))
        return
    }
    const colour = any.piece === any.piece.toUpperCase() ? "White" : "Black"
    box.append(el("h3", {}, `${colour} ${pieceNames[any.piece.toLowerCase()]} on ${square}${pinned ? " (pinned: click again to release)" : ""}`))
    const parts: string[] = []
    for (const x of per) for (const p of x.p?.parts ?? []) {
        const k = `${p.term}|${p.what}`
        if (!parts.includes(k)) parts.push(k)
    }
    const t = el("table", {class: "grid", id: "piece-table"})
    const head = el("tr")
    head.append(el("th", {class: "name"}, "term"), el("th", {class: "name"}, "part"))
    for (const x of per) head.append(el("th", {}, x.e.profile))
    t.append(head)
    const tot = el("tr", {class: "total"})
    tot.append(el("td", {class: "name"}, "Total"), el("td", {class: "name"}, "op / eg (blended)"))
    for (const x of per) tot.append(el("td", {}, x.p ? `${x.p.total[0]} / ${x.p.total[1]} (${x.p.blended})` : ""))
    t.append(tot)
    for (const k of parts) {
        const [term, what] = k.split("|")
        const tr = el("tr")
        tr.append(el("td", {class: "name"}, termNames[term] ?? term), el("td", {class: "name"}, what))
        for (const x of per) {
            const p = x.p?.parts.find(q => q.term === term && q.what === what)
            tr.append(el("td", {"data-profile": x.e.profile}, p ? `${p.value[0]} / ${p.value[1]}` : ""))
        }
        t.append(tr)
    }
    box.append(t, el("p", {class: "hint"}, "op / eg, good for the piece's side, in each profile's units. Threat rows: what the enemy gains by attacking it. King safety (attackers, shelter) is the king's."))
}

const squareOf = (target: EventTarget | null) => (target as Element | null)?.closest?.("[data-square]")?.getAttribute("data-square") ?? null
export function initEvalTab() {
    $("board").addEventListener("mouseover", e => {
        hovered = squareOf(e.target)
        if (!pinned) renderPiece(hovered)
    })
    $("board").addEventListener("click", e => {
        const sq = squareOf(e.target)
        if (!sq || !S.evals.some(v => v.pieces.some(p => p.square === sq))) return
        pinned = pinned === sq ? null : sq
        renderPiece(sq)
    })
    $("cmp-a").onchange = $("cmp-b").onchange = () => renderEval()
}
