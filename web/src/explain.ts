// "What is this line playing for?" (Search tab): a search line's start and end evaluated by the
// search's profile, each after its captures settle, the change split term by term and piece by
// piece (POST /api/explain, the code of `quince explain`). Hovering a row marks the squares of the
// pieces that carry it (where they stand at the start and at the end of the line).
import {$, el, S, board, message, errorText} from "./core"
import {api, ExplainProfile} from "./api"

const Mark = {class: "marker-explain", slice: "markerSquare"}
let shown: {node: number; line: string[]} | null = null

const pawns = (n: number, d: number) => {
    const v = n / d / 100
    return (v >= 0 ? "+" : "−") + Math.abs(v).toFixed(2)
}
const pieceWord: Record<string, string> = {p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king"}
const termName: Record<string, string> = {
    mat: "Material", pst: "Piece-square tables", pawn: "Pawn structure", piece: "Pieces (mobility, files, outposts)",
    king: "King safety", passer: "Passed pawns", pattern: "Patterns", threat: "Threats",
}

function mark(squares: string[]) {
    board.removeMarkers(Mark)
    for (const sq of new Set(squares)) board.addMarker(Mark, sq)
}

function render(e: ExplainProfile, san: string) {
    const box = $("explain")
    box.replaceChildren()
    box.hidden = false
    const end = (x: ExplainProfile["start"]) => x.mated ? (x.eval > 0 ? "mate for White" : "mate for Black") : pawns(x.eval * e.denominator, e.denominator)
    box.append(el("div", {class: "explain-head"},
        `${e.profile}: ${san} — ${end(e.start)} at the start, ${end(e.end)} at the end` +
        (e.start.mated || e.end.mated ? "" : ` (change ${pawns(e.change * e.denominator, e.denominator)})`) +
        ", White's view, after the captures settle"))
    const table = el("table", {class: "grid explain", id: "explain-rows"})
    for (const t of e.terms) {
        const change = t.after - t.before
        if (!change) continue
        const squares = t.parts.flatMap(p => [p.start, p.end].filter((s): s is string => !!s))
        const tr = el("tr", {class: "explain-term", "data-squares": squares.join(" "), "data-change": String(change)})
        tr.append(el("td", {class: "num"}, pawns(change, e.denominator)), el("td", {}, termName[t.term] ?? t.term))
        tr.onmouseenter = () => mark(squares)
        table.append(tr)
        let rest = change
        t.parts.slice(0, 6).forEach(p => {
            const c = p.after - p.before
            rest -= c
            const where = !p.piece ? "" : ` ${p.piece === p.piece.toUpperCase() ? "white" : "black"} ${pieceWord[p.piece.toLowerCase()]} ` +
                (p.end ? p.end + (p.start && p.start !== p.end ? ` (from ${p.start})` : "") : `${p.start} (captured)`)
            const sq = [p.start, p.end].filter((s): s is string => !!s)
            const row = el("tr", {class: "explain-part", "data-squares": sq.join(" "), "data-change": String(c)})
            row.append(el("td", {class: "num"}, pawns(c, e.denominator)), el("td", {class: "what"}, (p.what || "rest") + where))
            row.onmouseenter = () => mark(sq)
            table.append(row)
        })
        if (t.parts.length > 6) {
            const row = el("tr", {class: "explain-part", "data-change": String(rest)})
            row.append(el("td", {class: "num"}, pawns(rest, e.denominator)), el("td", {class: "what"}, `${t.parts.length - 6} more parts`))
            table.append(row)
        }
    }
    if (!table.childElementCount && !e.rounding_change) {
        const row = el("tr", {class: "explain-none"})
        row.append(el("td", {colspan: "2"}, "no term changes: every term ends where it began (from one symmetric position to another, say)"))
        table.append(row)
    }
    if (e.rounding_change) {
        const row = el("tr", {class: "explain-term", "data-change": String(e.rounding_change)})
        row.append(el("td", {class: "num"}, pawns(e.rounding_change, e.denominator)), el("td", {}, "rounding"))
        table.append(row)
    }
    table.onmouseleave = () => board.removeMarkers(Mark)
    box.append(table)
}

// Explains `line` (UCI) from node `node` with the search's profile.
export async function explainLine(node: number, line: string[], san: string) {
    const profile = $<HTMLSelectElement>("search-profile").value
    try {
        const r = await api.explain(S.tree.startFen, S.tree.ucis(node), line, [profile])
        if (S.node !== node) return
        shown = {node, line}
        render(r.profiles[0], san)
    } catch (e) {
        message(errorText(e))
    }
}

// Another position on view: the explanation of the old one goes.
export function clearExplain() {
    if (shown && shown.node === S.node) return
    shown = null
    board.removeMarkers(Mark)
    const box = $("explain")
    box.hidden = true
    box.replaceChildren()
}

export function initExplain() {
    $("explain").hidden = true
}
