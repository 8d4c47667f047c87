// The Heat maps tab: a profile's piece-square table (or two profiles' difference) over the board,
// each square's value in a chip of its own colour in the square's corner, readable over a piece.
import {$, el, message, errorText, whiteAtBottom, boardTurned} from "./core"
import {api} from "./api"

const activeTab = () => document.querySelector<HTMLButtonElement>(".tabs button.active")!.dataset.tab
let seq = 0

export async function renderHeat() {
    const overlay = $("heat-overlay")
    const on = activeTab() === "heat" && $<HTMLInputElement>("heat-show").checked
    if (activeTab() !== "heat") { overlay.hidden = true; return }
    const my = ++seq
    try {
        const piece = $<HTMLSelectElement>("heat-piece").value
        const p = await api.pst($<HTMLSelectElement>("heat-profile").value, piece,
            $<HTMLSelectElement>("heat-stage").value, $<HTMLSelectElement>("heat-diff").value)
        await boardTurned() // a turn of the board in progress ends first: its orientation is then known
        if (my !== seq) return
        const pawn = piece.toLowerCase() === "p"
        const values = p.values.filter((_, sq) => !pawn || (sq >= 8 && sq < 56))
        const max = Math.max(1, ...values.map(Math.abs))
        overlay.replaceChildren()
        const white = whiteAtBottom()
        for (let row = 0; row < 8; row++)
            for (let col = 0; col < 8; col++) {
                const rank = white ? 7 - row : row, file = white ? col : 7 - col
                const cell = el("div", {"data-square": "abcdefgh"[file] + (rank + 1)})
                // A pawn never stands on its first or last rank: no value there.
                if (!pawn || (rank > 0 && rank < 7)) {
                    const v = p.values[rank * 8 + file]
                    const a = Math.abs(v) / max
                    cell.style.background = v >= 0 ? `rgba(230,50,40,${0.6 * a})` : `rgba(40,90,230,${0.6 * a})`
                    cell.append(el("span", {class: "v"}, String(v)))
                }
                overlay.append(cell)
            }
        overlay.dataset.orientation = white ? "white" : "black"
        overlay.hidden = !on
        const unit = p.units_per_cp === 1 ? "centipawns" : `1/${p.units_per_cp} centipawn`
        const title = `${p.profile}${p.diff ? " minus " + p.diff : ""}: ${$<HTMLSelectElement>("heat-piece").selectedOptions[0].text}, ${p.stage === "op" ? "opening" : "endgame"}`
        $("heat-legend").replaceChildren(el("b", {}, title), el("span", {}, String(-max)), el("span", {class: "bar"}), el("span", {}, "+" + max), el("span", {}, `(${unit})`))
    } catch (e) {
        message(errorText(e))
    }
}

export function initHeat() {
    for (const id of ["heat-profile", "heat-piece", "heat-stage", "heat-diff", "heat-show"]) $(id).onchange = () => renderHeat()
}
