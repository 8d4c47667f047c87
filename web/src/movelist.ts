// The move list, as lichess's analysis board lays it out: the main line in rows of a move number,
// White's move and Black's move; after a move with a comment or alternatives, a block across the
// row with them (each variation a line of its own, deeper ones in parentheses), and the row goes
// on with "…". It scrolls vertically (never sideways) to keep the current move in view.
import {$, el, S, goto} from "./core"
import {nagText} from "./tree"

const list = () => $("moves")

function moveEl(id: number) {
    const n = S.tree.get(id)
    const span = el("span", {class: "move", "data-node": String(id)}, n.san + (n.nags ?? []).map(nagText).join(""))
    if (S.tree.isMain(id)) span.dataset.ply = String(S.tree.depth(id))
    if (id === S.node) span.classList.add("current")
    return span
}
const comment = (text: string) => el("span", {class: "comment"}, text)
// A comment as shown: without its embedded commands ([%eval 0.35], [%clk 0:05:00]: the graph and
// the clocks show them); "" when nothing else is left.
const shown = (c?: string) => (c ?? "").replace(/\[%[^\]]*\]/g, "").replace(/\s+/g, " ").trim()

// One move of a line, with its number when White moved or when `needNumber` (a line's start, after
// a comment or a sub-variation) and its comments; returns whether the next move needs its number.
function appendMove(out: HTMLElement, id: number, needNumber: boolean): boolean {
    const tree = S.tree, n = tree.get(id)
    if (n.commentBefore) { out.append(comment(n.commentBefore)); needNumber = true }
    if (tree.whiteMoved(id)) out.append(el("span", {class: "num"}, `${tree.moveNumber(id)}.`))
    else if (needNumber) out.append(el("span", {class: "num"}, `${tree.moveNumber(id)}…`))
    out.append(moveEl(id))
    if (shown(n.comment)) { out.append(comment(shown(n.comment))); return true }
    return false
}

// A variation from its first move `start` (its siblings are the caller's), inline:
// "12… Nc6 13. Bb5 (13. d4 exd4) a6", deeper variations in parentheses.
function inline(start: number): HTMLElement {
    const out = el("span", {class: "line"})
    let needNumber = appendMove(out, start, true)
    for (let n = S.tree.get(start); n.children.length; n = S.tree.get(n.children[0])) {
        needNumber = appendMove(out, n.children[0], needNumber)
        for (const a of n.children.slice(1)) {
            const v = el("span", {class: "sub"})
            v.append(inline(a))
            out.append(v)
            needNumber = true
        }
    }
    return out
}

export function renderMoves() {
    const box = list()
    box.replaceChildren()
    const tree = S.tree
    const root = tree.get(0)
    if (shown(root.comment)) box.append(el("div", {class: "interrupt"}, shown(root.comment)))
    let resumeBlack = tree.startFen.split(" ")[1] === "b" // a row that starts with Black's move
    for (let n = root; n.children.length;) {
        const id = n.children[0], m = tree.get(id)
        const alts = n.children.slice(1)
        if (tree.whiteMoved(id)) {
            box.append(el("span", {class: "index"}, String(tree.moveNumber(id))), moveEl(id))
        } else {
            if (resumeBlack) box.append(el("span", {class: "index"}, String(tree.moveNumber(id))), el("span", {class: "empty"}, "…"))
            box.append(moveEl(id))
        }
        resumeBlack = false
        if (alts.length || shown(m.comment) || m.commentBefore) {
            if (tree.whiteMoved(id)) box.append(el("span", {class: "empty"}, "…"))
            const block = el("div", {class: "interrupt"})
            if (m.commentBefore) block.append(el("div", {class: "comment"}, m.commentBefore))
            if (shown(m.comment)) block.append(el("div", {class: "comment"}, shown(m.comment)))
            for (const a of alts) {
                const v = el("div", {class: "variation"})
                v.append(inline(a))
                block.append(v)
            }
            box.append(block)
            resumeBlack = tree.whiteMoved(id)
        }
        n = m
    }
    if (S.result !== "*" && S.tree.size > 1) box.append(el("div", {class: "result"}, S.result))
    scrollToCurrent()
}

// Marks the node on view and scrolls the list (only the list, not the page) to it.
export function markCurrent() {
    const box = list()
    box.querySelector(".move.current")?.classList.remove("current")
    box.querySelector(`.move[data-node='${S.node}']`)?.classList.add("current")
    scrollToCurrent()
}
function scrollToCurrent() {
    const box = list()
    const cur = box.querySelector<HTMLElement>(".move.current")
    if (!cur) { if (S.node === 0) box.scrollTop = 0; return }
    const b = box.getBoundingClientRect(), c = cur.getBoundingClientRect()
    if (c.top < b.top || c.bottom > b.bottom) box.scrollTop += c.top - b.top - (b.height - c.height) / 2
}

// A click on a move goes there.
export function initMoveList() {
    list().addEventListener("click", e => {
        const m = (e.target as HTMLElement).closest<HTMLElement>(".move")
        if (m && m.dataset.node) goto(Number(m.dataset.node))
    })
}
